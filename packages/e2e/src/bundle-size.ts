// How much JavaScript the portal's first screen loads, brotli-compressed, from the chunk graph
// in Vite's build manifest. scripts/check-bundle-size.mjs runs it after the production build.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/** The fields of a dist/.vite/manifest.json entry that the check reads. */
export type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  /** Keys of the chunks this one imports statically: they load with it. */
  imports?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export type MeasuredFile = { file: string; brotliBytes: number };

/**
 * The JavaScript files the first screen loads: every entry chunk and the lazy chunks of the
 * given route modules (manifest keys such as 'src/app/routes/enquiries.tsx'), each with all
 * it imports statically. Other lazy chunks (dynamic imports) are left out.
 */
export function firstScreenFiles(manifest: Manifest, routeModules: readonly string[]): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry === true);
  if (entries.length === 0) throw new Error('The build manifest has no entry chunk');
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk '${key}'`);
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  entries.forEach(visit);
  routeModules.forEach(visit);
  return files;
}

/**
 * The lazy route modules the first screen ('/') loads besides the entry: none, since the
 * home screen's route comes with the entry (packages/web/src/app/router.tsx).
 */
export const firstScreenRoutes: readonly string[] = [];

/**
 * Reads the build's manifest and compresses each first-screen file with brotli, as both hosts
 * send it (the build's `.br` files are made the same way).
 */
export async function measureFirstScreen(
  distDir: string,
  routeModules: readonly string[],
): Promise<MeasuredFile[]> {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(
      `No build manifest at ${manifestPath}: run pnpm --filter @garage/web build first`,
    );
  }
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
  return Promise.all(
    firstScreenFiles(manifest, routeModules).map(async (file) => ({
      file,
      brotliBytes: brotliCompressSync(await readFile(join(distDir, file))).length,
    })),
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

/** One line per file, the total, and whether it is within the budget (bytes, brotli). */
export function budgetReport(
  measured: readonly MeasuredFile[],
  budgetBytes: number,
): { ok: boolean; lines: string[] } {
  const total = measured.reduce((sum, { brotliBytes }) => sum + brotliBytes, 0);
  const width = Math.max(...measured.map(({ file }) => file.length), 'total'.length);
  const ok = total <= budgetBytes;
  return {
    ok,
    lines: [
      ...measured.map(({ file, brotliBytes }) => `${file.padEnd(width)}  ${kb(brotliBytes)}`),
      `${'total'.padEnd(width)}  ${kb(total)} brotli (budget ${kb(budgetBytes)})`,
      ok
        ? `First-screen JavaScript is within its budget: ${kb(total)} of ${kb(budgetBytes)}.`
        : `First-screen JavaScript is ${kb(total)} brotli (${total} bytes), over its budget of ` +
          `${kb(budgetBytes)} (${budgetBytes} bytes).`,
    ],
  };
}

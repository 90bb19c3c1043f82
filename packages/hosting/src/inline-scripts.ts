// The portal's inline scripts in index.html, allowed by the CSP by their hashes rather than by
// 'unsafe-inline' (docs/deployment.md#content-security-policy). The build writes their hashes
// into a file of the build, which every host reads to write its CSP.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where in the build the hashes are: under .vite/, which the service worker does not precache
 * and no page links to.
 */
export const inlineScriptsFile = '.vite/inline-scripts.json';

type InlineScripts = { scriptHashes: string[] };

/** A script's CSP hash (without its quotes): the SHA-256 of its exact text between the tags. */
export const scriptHash = (text: string): string =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** The file's text for the given scripts. */
export const inlineScriptsJson = (scripts: readonly string[]): string =>
  `${JSON.stringify({ scriptHashes: scripts.map(scriptHash) } satisfies InlineScripts, null, 2)}\n`;

const isHash = (value: unknown) =>
  typeof value === 'string' && /^sha256-[A-Za-z0-9+/]{43}=$/.test(value);

/**
 * The hashes of the inline scripts of the build in `distDir`; none for a build without the
 * file (one made before there were inline scripts). A file that is not what the build writes
 * stops the host, naming it.
 */
export function readInlineScriptHashes(distDir: string): string[] {
  const file = join(distDir, inlineScriptsFile);
  if (!existsSync(file)) return [];
  let parsed: Partial<InlineScripts> | null;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<InlineScripts> | null;
  } catch {
    parsed = null;
  }
  const scriptHashes = parsed?.scriptHashes;
  if (!Array.isArray(scriptHashes) || !scriptHashes.every(isHash)) {
    throw new Error(`${file}: expected {"scriptHashes": ["sha256-…"]}`);
  }
  return scriptHashes;
}

import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  budgetReport,
  firstScreenFiles,
  measureFirstScreen,
  type Manifest,
} from './bundle-size.ts';

// The shape Vite writes: chunks import the entry back (a cycle), CSS is listed apart, and
// routes other than the first screen's are dynamic imports only.
const manifest: Manifest = {
  'index.html': { file: 'static/index.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'static/vendor.js' },
  '_shared.js': { file: 'static/shared.js', imports: ['index.html'] },
  '_styles.css': { file: 'static/styles.css' },
  'src/app/routes/enquiries.tsx': {
    file: 'static/enquiries.js',
    imports: ['_shared.js', 'index.html', '_styles.css'],
  },
  'src/app/routes/news.tsx': { file: 'static/news.js', imports: ['_news-only.js'] },
  '_news-only.js': { file: 'static/news-only.js' },
};
const firstRoute = ['src/app/routes/enquiries.tsx'];

describe('firstScreenFiles', () => {
  it('takes the entry, the first route and their static imports, each once', () => {
    expect(firstScreenFiles(manifest, firstRoute)).toEqual([
      'static/index.js',
      'static/vendor.js',
      'static/enquiries.js',
      'static/shared.js',
    ]);
  });

  it('leaves out the other lazy routes and what only they import', () => {
    const files = firstScreenFiles(manifest, firstRoute);
    expect(files).not.toContain('static/news.js');
    expect(files).not.toContain('static/news-only.js');
  });

  it('fails when the first route is not in the build', () => {
    expect(() => firstScreenFiles(manifest, ['src/app/routes/renamed.tsx'])).toThrow(
      "The build manifest has no chunk 'src/app/routes/renamed.tsx'",
    );
  });

  it('fails without an entry chunk', () => {
    const { 'index.html': _entry, ...noEntry } = manifest;
    expect(() => firstScreenFiles(noEntry, firstRoute)).toThrow('no entry chunk');
  });
});

describe('budgetReport', () => {
  const measured = [
    { file: 'static/index.js', brotliBytes: 100 * 1024 },
    { file: 'static/enquiries.js', brotliBytes: 2 * 1024 + 512 },
  ];

  it('lists each file and the total within the budget', () => {
    const report = budgetReport(measured, 115 * 1024);
    expect(report.ok).toBe(true);
    expect(report.lines).toEqual([
      'static/index.js      100.00 KB',
      'static/enquiries.js  2.50 KB',
      'total                102.50 KB brotli (budget 115.00 KB)',
      'First-screen JavaScript is within its budget: 102.50 KB of 115.00 KB.',
    ]);
  });

  it('fails one byte over the budget, naming the figure and the budget', () => {
    const total = 102.5 * 1024;
    expect(budgetReport(measured, total).ok).toBe(true);
    const over = budgetReport(measured, total - 1);
    expect(over.ok).toBe(false);
    expect(over.lines.at(-1)).toBe(
      'First-screen JavaScript is 102.50 KB brotli (104960 bytes), over its budget of ' +
        '102.50 KB (104959 bytes).',
    );
  });
});

describe('measuring a build', () => {
  let dist = '';
  afterEach(() => rm(dist, { recursive: true, force: true }));

  async function fakeBuild(files: Record<string, Buffer | string>) {
    dist = await mkdtemp(join(tmpdir(), 'bundle-size-'));
    await mkdir(join(dist, '.vite'));
    await mkdir(join(dist, 'static'));
    await writeFile(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    for (const [file, content] of Object.entries(files)) await writeFile(join(dist, file), content);
  }

  it('measures each first-screen file compressed with brotli', async () => {
    const index = 'export const a = 1;\n'.repeat(5000);
    await fakeBuild({
      'static/index.js': index,
      'static/vendor.js': 'v',
      'static/shared.js': 's',
      'static/enquiries.js': 'e',
    });
    const measured = await measureFirstScreen(dist, firstRoute);
    expect(measured).toContainEqual({
      file: 'static/index.js',
      brotliBytes: brotliCompressSync(index).length,
    });
    expect(brotliCompressSync(index).length).toBeLessThan(index.length / 10);
    expect(measured.map(({ file }) => file)).toEqual(firstScreenFiles(manifest, firstRoute));
  });

  it('scripts/check-bundle-size.mjs exits 1 over 115 KB, naming the figure', async () => {
    // Random bytes do not compress: 116 KB of them stay over the budget with brotli.
    await fakeBuild({
      'static/index.js': randomBytes(116 * 1024),
      'static/vendor.js': 'v',
      'static/shared.js': 's',
      'static/enquiries.js': 'e',
    });
    const script = fileURLToPath(
      new URL('../../../scripts/check-bundle-size.mjs', import.meta.url),
    );
    const run = promisify(execFile)(process.execPath, [script, dist]);
    await expect(run).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringMatching(/over its budget of 115\.00 KB \(117760 bytes\)/),
    });
  });
});

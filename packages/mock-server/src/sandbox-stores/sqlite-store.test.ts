// The SQLite store's own background work (sqlite-store.ts): a sweep that fails is told, not
// passed over in silence. (Checkpoints: sqlite-checkpoints.test.ts; the store's calls:
// stores.contract.test.ts.) And processes opening one new file at once.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { afterEach, expect, it, vi } from 'vitest';
import type { StoreErrorHandler } from './sandbox-store.ts';
import { createSqliteStore } from './sqlite-store.ts';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

it('tells of a sweep that failed', async () => {
  folder = mkdtempSync(join(tmpdir(), 'sqlite-store-'));
  const onError = vi.fn<StoreErrorHandler>();
  const store = createSqliteStore({
    folder,
    leaseMs: 5_000,
    now: Date.now,
    sweepEveryMs: 50,
    onError,
  });
  try {
    // Another program breaks the file under it: the parts' table gone.
    const other = new DatabaseSync(join(folder, 'sandboxes.sqlite'));
    other.exec('DROP TABLE sandbox_parts');
    other.close();

    await expect.poll(() => onError.mock.calls.length, { timeout: 5_000 }).toBeGreaterThan(0);
    const [error, during] = onError.mock.calls[0] ?? [];
    expect(during).toBe('sweep');
    expect(error?.message).toMatch(/sandbox_parts/);
  } finally {
    await store.close();
  }
});

it('opens in every process started on a new folder at once', async () => {
  folder = mkdtempSync(join(tmpdir(), 'sqlite-store-'));
  const openStore = new URL('./open-store.ts', import.meta.url).href;
  const opening = `import(${JSON.stringify(openStore)})
    .then((stores) => stores.openSandboxStore({ kind: 'sqlite', folder: ${JSON.stringify(folder)} }))
    .then((store) => store.close())
    .catch((error) => { console.error(error.message); process.exitCode = 1; })`;
  const opened = await Promise.all(
    Array.from({ length: 6 }, () =>
      promisify(execFile)(process.execPath, ['--input-type=module', '-e', opening]).then(
        () => 'opened',
        (error: unknown) => (error as { stderr: string }).stderr,
      ),
    ),
  );
  expect(opened).toEqual(Array.from({ length: 6 }, () => 'opened'));
}, 30_000);

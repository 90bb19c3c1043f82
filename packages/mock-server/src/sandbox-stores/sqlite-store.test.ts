// The SQLite store's own background work (sqlite-store.ts): a sweep that fails is told, not
// passed over in silence. (Checkpoints: sqlite-checkpoints.test.ts; the store's calls:
// stores.contract.test.ts.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
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

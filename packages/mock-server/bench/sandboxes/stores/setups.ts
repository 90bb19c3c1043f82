// The stores the benchmark's mock processes run on: memory, SQLite in a temporary folder of its
// own, and Redis in a redis-server of its own (Debian's), all removed on close.
import { startRedisServer } from '@garage/server-processes/redis-server';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kind } from './figures.ts';

export type StoreSetups = {
  redisUrl: string;
  /** A new empty folder for a SQLite store. */
  sqliteFolder: () => string;
  /** The mock's flags for a store of `kind`, a new SQLite folder each time. */
  storeArgs: (kind: Kind) => string[];
  close: () => Promise<void>;
};

export async function startStoreSetups(): Promise<StoreSetups> {
  const redis = await startRedisServer();
  const folders: string[] = [];
  const sqliteFolder = () => {
    const folder = mkdtempSync(join(tmpdir(), 'bench-sandboxes-'));
    folders.push(folder);
    return folder;
  };
  return {
    redisUrl: redis.url,
    sqliteFolder,
    storeArgs: (kind) =>
      kind === 'memory'
        ? []
        : ['--store', kind === 'sqlite' ? `sqlite:${sqliteFolder()}` : redis.url],
    async close() {
      await redis.close();
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    },
  };
}

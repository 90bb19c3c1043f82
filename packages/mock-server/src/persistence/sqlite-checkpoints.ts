// Checkpoints off the request path (docs/demo-sandboxes.md, "Stores"). In WAL mode a commit
// appends to the log; a checkpoint copies the log into the database file and syncs both, which
// with synchronous=NORMAL is the only time the disk is waited for. node:sqlite is synchronous,
// so a checkpoint run by the store's own connection (SQLite's automatic one, every 1000 pages)
// holds up every request meanwhile, for milliseconds. A worker thread with a connection of its
// own runs them instead (sqlite-checkpoints.worker.ts). The store's connection keeps a
// far-off automatic checkpoint, so its log stays bounded should the worker ever fall behind.
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

/** The log's size, in pages, at which the store's own connection checkpoints after all. */
export const backstopPages = 10_000;

export type Checkpoints = { stop(): Promise<void> };

/** Checkpoints `file` every `everyMs` on a worker thread, until stopped. */
export function startCheckpoints(file: string, everyMs = 500): Checkpoints {
  const worker = new Worker(new URL('./sqlite-checkpoints.worker.ts', import.meta.url), {
    workerData: { file, everyMs },
  });
  // The checkpoints alone never keep the process running.
  worker.unref();
  return {
    async stop() {
      const exited = once(worker, 'exit');
      worker.postMessage('stop');
      await exited;
    },
  };
}

// Checkpoints off the request path (docs/demo-sandboxes.md, "Stores"). In WAL mode a commit
// appends to the log; a checkpoint copies the log into the database file and syncs both, which
// with synchronous=NORMAL is the only time the disk is waited for. node:sqlite is synchronous,
// so a checkpoint run by the store's own connection (SQLite's automatic one, every 1000 pages)
// holds up every request meanwhile, for milliseconds. A worker thread with a connection of its
// own runs them instead (sqlite-checkpoints.worker.ts). The store's connection keeps a
// far-off automatic checkpoint, so its log stays bounded should the worker ever fall behind.
//
// The log starts over (its next commit writes from its beginning) only once a checkpoint has
// copied all of it. A pass copies what the log held when it began, while the store's connection
// goes on writing, so under a steady load one pass a turn never gets there: the log grew until
// the far-off checkpoint ran on the request path after all, 6-15 ms every few seconds. Each
// turn passes again until a pass finds nothing new (catchUp).
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

/** The log's size, in pages, at which the store's own connection checkpoints after all. */
export const backstopPages = 10_000;

/** Passes a turn makes at most before leaving the rest of the log to the next turn. */
export const passesPerTurn = 20;

export type Checkpoints = { stop(): Promise<void> };

/** What one passive checkpoint reports: frames in the log, and of them copied to the file. */
export type Pass = { log: number; checkpointed: number };

/**
 * Runs `pass` until one copies the whole log and finds it as the pass before did (nothing
 * written meanwhile), at most `passesPerTurn` times. Whether the log was caught up with.
 */
export function catchUp(pass: () => Pass): boolean {
  let before = -1;
  for (let passes = 0; passes < passesPerTurn; passes += 1) {
    const { log, checkpointed } = pass();
    if (log === before && checkpointed === log) return true;
    before = log;
  }
  return false;
}

/**
 * Checkpoints `file` every `everyMs` on a worker thread, until stopped; a turn that failed (and
 * the thread itself failing) is told to `failed`.
 */
export function startCheckpoints(
  file: string,
  failed: (error: Error) => void,
  everyMs = 500,
): Checkpoints {
  const worker = new Worker(new URL('./sqlite-checkpoints.worker.ts', import.meta.url), {
    workerData: { file, everyMs },
  });
  worker.on('message', (message: { failed?: string }) => {
    if (message.failed !== undefined) failed(new Error(`A checkpoint failed: ${message.failed}`));
  });
  worker.on('error', failed);
  let exited = false;
  worker.once('exit', () => {
    exited = true;
  });
  // The checkpoints alone never keep the process running.
  worker.unref();
  return {
    async stop() {
      if (exited) return;
      const stopped = once(worker, 'exit');
      worker.postMessage('stop');
      await stopped;
    },
  };
}

// The SQLite store's checkpoints, on a thread of their own (sqlite-checkpoints.ts): a
// connection to the store's file that copies its log into it every `everyMs`, syncing both,
// while the main thread's connection only appends to the log. Passive: it never waits for,
// nor holds up, a writer; a busy file is left to the next turn. Each turn catches up with the
// log, so it starts over (catchUp). A message stops it.
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import { catchUp, type Pass } from './sqlite-checkpoints.ts';

const { file, everyMs } = workerData as { file: string; everyMs: number };
const db = new DatabaseSync(file);
db.exec('PRAGMA busy_timeout = 1000;');

// Prepared at the first turn that can: a file locked as the thread starts fails that turn,
// not the thread.
let pass: StatementSync | undefined;

const checkpoint = () => {
  try {
    const prepared = (pass ??= db.prepare('PRAGMA wal_checkpoint(PASSIVE)'));
    catchUp(() => prepared.get() as Pass);
  } catch (error) {
    // The file busy past the timeout, say: the next turn copies this turn's log and more.
    parentPort?.postMessage({ failed: (error as Error).message });
  }
};
const timer = setInterval(checkpoint, everyMs);

parentPort?.once('message', () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort?.close();
});

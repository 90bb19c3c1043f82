// The SQLite store's checkpoints, on a thread of their own (sqlite-checkpoints.ts): a
// connection to the store's file that copies its log into it every `everyMs`, syncing both,
// while the main thread's connection only appends to the log. Passive: it never waits for,
// nor holds up, a writer; a busy file is left to the next turn. A message stops it.
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

const { file, everyMs } = workerData as { file: string; everyMs: number };
const db = new DatabaseSync(file);
db.exec('PRAGMA busy_timeout = 1000;');

const checkpoint = () => {
  try {
    db.exec('PRAGMA wal_checkpoint(PASSIVE);');
  } catch {
    // The file busy past the timeout: the next turn copies this turn's log and more.
  }
};
const timer = setInterval(checkpoint, everyMs);

parentPort?.once('message', () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort?.close();
});

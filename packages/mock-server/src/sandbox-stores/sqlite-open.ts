// Opening the SQLite store's file (sqlite-store.ts), refusing one it should not write to with a
// StoreOpenError, before anything is written: a folder that cannot be made or written, a file
// that is not an SQLite database (damaged, or another kind of file), a database of another
// program, or one in a format this mock does not know. The format is kept in the database's
// `user_version`: 0 (a new file, or one written before the format was marked) or 1.
import { accessSync, constants, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { backstopPages } from './sqlite-checkpoints.ts';
import { schema } from './sqlite-statements.ts';
import { StoreOpenError } from './store-open-error.ts';

const format = 1;
const ownTables = ['sandbox_parts', 'sandboxes'];
/** SQLite's result codes for a file that is no database, or a damaged one. */
const notADatabase = new Set([11, 26]);
/** SQLITE_BUSY and SQLITE_LOCKED: another connection has the file for now. */
const busy = new Set([5, 6]);
/** How long a busy file is waited for, at open as for every statement after. */
const busyForMs = 5_000;

type SqliteError = Error & { errcode?: number; errstr?: string };

/** The store's folder, absolute, made if missing; refused if it cannot be made or written. */
export function storeFolder(given: string): string {
  const folder = resolve(given);
  try {
    mkdirSync(folder, { recursive: true });
    accessSync(folder, constants.W_OK);
    return folder;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new StoreOpenError(
      `sqlite:${given}`,
      `the folder ${folder} cannot be made or written (${code})`,
      'Give the mock a folder it can write: --store sqlite:<folder> (STORE)',
    );
  }
}

/**
 * The store's database in `folder` (made if missing), its tables made: WAL, where a commit
 * appends to the log instead of rewriting the database; synchronous=NORMAL, which syncs the log
 * at checkpoints rather than at each commit (a crash of the process loses nothing, a power cut
 * may lose the last commits: a demo can take that); a busy file waited for, not failed.
 */
export function openStoreDatabase(given: string): { db: DatabaseSync; file: string } {
  const store = `sqlite:${given}`;
  const file = join(storeFolder(given), 'sandboxes.sqlite');
  const giveUpAt = Date.now() + busyForMs;
  for (;;) {
    let db: DatabaseSync | undefined;
    try {
      db = new DatabaseSync(file);
      // busy_timeout: how long a statement waits for another process's write lock before
      // failing (a pragma rather than the constructor's `timeout`, which Node 22 lacks).
      db.exec(`PRAGMA busy_timeout = ${busyForMs}`);
      const version = refuseForeign(db, store, file);
      db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
      db.exec(`PRAGMA wal_autocheckpoint = ${backstopPages};`);
      db.exec(schema);
      if (version !== format) db.exec(`PRAGMA user_version = ${format}`);
      return { db, file };
    } catch (error) {
      db?.close();
      if (error instanceof StoreOpenError) throw error;
      const { errcode } = error as SqliteError;
      // Processes started together on a new file: switching it to WAL needs it alone, and
      // SQLite answers busy at once rather than wait. Open again until the other is done.
      // The primary code: an extended one (SQLITE_BUSY_RECOVERY...) carries it in its low byte.
      if (errcode !== undefined && busy.has(errcode & 0xff) && Date.now() < giveUpAt) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
        continue;
      }
      throw sqliteOpenError(store, file, error as SqliteError);
    }
  }
}

/**
 * Refuses a database this mock did not write, or wrote in another format: read only. Its
 * format as found (0: a new file, or one from before the format was marked).
 */
function refuseForeign(db: DatabaseSync, store: string, file: string): number {
  const version = Number(db.prepare('PRAGMA user_version').get()?.user_version ?? 0);
  const tables = db
    .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
    .all()
    .map((row) => String(row.name));
  if (version > format) {
    throw new StoreOpenError(
      store,
      `${file} holds sandboxes in format ${version}, newer than this mock's (${format})`,
      'Run the version of the mock that wrote it, or give this one another folder; nothing in it was changed',
    );
  }
  const foreign = tables.filter((table) => !ownTables.includes(table));
  if (foreign.length > 0) {
    throw new StoreOpenError(
      store,
      `${file} is a database of another program (tables: ${foreign.join(', ')})`,
      'Give the mock a folder of its own; nothing in it was changed',
    );
  }
  return version;
}

function sqliteOpenError(store: string, file: string, error: SqliteError): StoreOpenError {
  const said = error.errstr ?? error.message;
  if (error.errcode !== undefined && notADatabase.has(error.errcode)) {
    return new StoreOpenError(
      store,
      `${file} is not an SQLite database, or a damaged one (${said})`,
      'Move it aside to start with an empty store, or put back a copy from a backup; nothing in it was changed',
    );
  }
  return new StoreOpenError(
    store,
    `${file} cannot be opened and written (${said})`,
    "Check that the mock's user can write the folder and the file, and that the disk has room",
  );
}

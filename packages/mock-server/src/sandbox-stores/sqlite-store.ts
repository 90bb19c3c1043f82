// The embedded store: one SQLite file in a data folder, nothing to set up (docs/demo-sandboxes.md,
// "Stores"). node:sqlite, built into Node (unflagged since 22.13; the project needs 22.18), so
// no native module to build. One row a sandbox, its document kept as given (TEXT or BLOB).
//
// Saving is on the path of every answer that changes a sandbox, so: WAL and synchronous=NORMAL
// (sqlite-open.ts, which also refuses a file it should not write to), the checkpoints on a
// thread of their own (sqlite-checkpoints.ts); statements prepared once. Several processes on
// one machine may share the file: each check-and-write is one IMMEDIATE transaction (the
// write lock taken at its start), and a busy file is waited for rather than failed.
import type { SQLOutputValue } from 'node:sqlite';
import { groupCommit } from './group-commit.ts';
import { openStoreDatabase } from './sqlite-open.ts';
import { prepareStatements } from './sqlite-statements.ts';
import { startCheckpoints } from './sqlite-checkpoints.ts';
import {
  LeaseHeldError,
  promised,
  SandboxEndedError,
  StaleVersionError,
  type SandboxDocument,
  type SandboxRecord,
  type SandboxStore,
  type StoreOptions,
  type StoredSandbox,
  type StoredSandboxSummary,
} from './sandbox-store.ts';

export type SqliteStoreOptions = StoreOptions & {
  /** The data folder, made if missing; the file is sandboxes.sqlite in it. */
  folder: string;
  /** How often expired sandboxes are deleted (also once at open). */
  sweepEveryMs?: number;
};

type Row = Record<string, SQLOutputValue>;

const summaryOf = (row: Row): StoredSandboxSummary => ({
  id: String(row.id),
  version: Number(row.version),
  label: row.label === null ? null : String(row.label),
  createdAt: Number(row.createdAt),
  lastUsedAt: Number(row.lastUsedAt),
  expiresAt: Number(row.expiresAt),
});

function documentOf(value: SQLOutputValue | undefined): SandboxDocument {
  if (typeof value === 'string') return value;
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.length);
  throw new Error(`A stored sandbox document is ${typeof value}, not text or bytes`);
}

const sandboxOf = (row: Row): StoredSandbox => ({
  ...summaryOf(row),
  document: documentOf(row.document),
});

export function createSqliteStore(options: SqliteStoreOptions): SandboxStore {
  const { leaseMs, now } = options;
  const { db, file } = openStoreDatabase(options.folder);
  const checkpoints = startCheckpoints(file, (error) => options.onError?.(error, 'checkpoint'));

  const sql = prepareStatements(db);

  /** `work` in one transaction holding the write lock. */
  function transaction<T>(work: () => T): T {
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      db.exec('COMMIT');
      return result;
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }

  /** `work` given `id`'s lease, inside a transaction, after dropping `id` if expired. */
  function withLease<T>(id: string, work: (lease: Row | undefined) => T): T {
    const lease = sql.lease.get({ id });
    if (lease === undefined || Number(lease.expiresAt) > now()) return work(lease);
    sql.drop.run({ id });
    sql.dropParts.run({ id });
    return work(undefined);
  }

  /** `work` in one transaction holding the write lock, after dropping `id` if expired. */
  function writing<T>(id: string, work: (lease: Row | undefined) => T): T {
    return transaction(() => withLease(id, work));
  }

  /** The row's sandbox with its parts, if any. */
  function withParts(row: Row): StoredSandbox {
    const rows = sql.partsOf.all({ id: String(row.id) });
    const sandbox = sandboxOf(row);
    if (rows.length === 0) return sandbox;
    const parts = Object.fromEntries(rows.map((part) => [String(part.name), String(part.text)]));
    return { ...sandbox, parts };
  }

  const sweep = () =>
    transaction(() => {
      sql.sweepParts.run({ now: now() });
      sql.sweep.run({ now: now() });
    });

  function refuseIfHeld(id: string, lease: Row | undefined, owner: string): void {
    const remaining = Number(lease?.leaseUntil ?? 0) - now();
    const holder = lease?.owner;
    if (typeof holder === 'string' && holder !== owner && remaining > 0) {
      throw new LeaseHeldError(id, holder, remaining);
    }
  }

  type Save = { id: string; owner: string; expectedVersion: number; record: SandboxRecord };

  /** The save's parts: those removed, then those given. */
  function writeParts(id: string, { parts = {}, removedParts = [] }: SandboxRecord): void {
    for (const name of removedParts) sql.dropPart.run(id, name);
    for (const name in parts) sql.writePart.run(id, name, parts[name] as string);
  }

  /**
   * A save's usual case, a copy saved before and still current: its checks and the row's write
   * are one statement; false, with nothing written, for any other case.
   */
  function savedAsCurrent({ id, owner, expectedVersion, record }: Save): boolean {
    if (expectedVersion === 0) return false;
    const { document, label, createdAt, lastUsedAt, expiresAt } = record;
    const at = now();
    const moved = sql.saveCurrent.run(
      id,
      expectedVersion,
      owner,
      at + leaseMs,
      at,
      document,
      label,
      createdAt,
      lastUsedAt,
      expiresAt,
    );
    return moved.changes === 1;
  }

  /**
   * One save, checked and written inside its turn's transaction (group-commit.ts). A refused
   * save leaves nothing of its own: the one write before its checks, dropping an expired
   * sandbox, is what any call for it would do.
   */
  const saveOne = (save: Save): number => {
    const { id, owner, expectedVersion, record } = save;
    if (savedAsCurrent(save)) {
      writeParts(id, record);
      return expectedVersion + 1;
    }
    return withLease(id, (lease) => {
      if (lease?.ended === 1) throw new SandboxEndedError(id);
      refuseIfHeld(id, lease, owner);
      const stored = Number(lease?.version ?? 0);
      if (stored !== expectedVersion) throw new StaleVersionError(id, expectedVersion, stored);
      const version = stored + 1;
      const { document, label, createdAt, lastUsedAt, expiresAt } = record;
      // None kept from before the first save.
      if (stored === 0) sql.dropParts.run({ id });
      writeParts(id, record);
      const leaseUntil = now() + leaseMs;
      const metadata = { label, createdAt, lastUsedAt, expiresAt };
      sql.write.run({ id, version, owner, leaseUntil, document, ...metadata });
      return version;
    });
  };
  const saves = groupCommit(transaction, saveOne);

  sweep();
  const sweeping = setInterval(() => {
    try {
      sweep();
    } catch (error) {
      // The file busy past the timeout, say: the next sweep deletes the same and more.
      // (Expired rows are never read meanwhile: every read skips them.)
      options.onError?.(error as Error, 'sweep');
    }
  }, options.sweepEveryMs ?? 60_000);
  // The sweep alone never keeps the process running.
  sweeping.unref();

  let closing: Promise<void> | undefined;
  async function close() {
    clearInterval(sweeping);
    saves.flush();
    await checkpoints.stop();
    db.close();
  }

  return promised({
    kind: 'sqlite',

    acquire: (id, owner, overtaking) =>
      writing(id, (lease) => {
        if (lease?.ended === 1) {
          return { version: Number(lease.version), sandbox: null, ended: true };
        }
        if (overtaking === undefined || lease?.owner !== overtaking) refuseIfHeld(id, lease, owner);
        sql.take.run({ id, owner, leaseUntil: now() + leaseMs });
        const row = sql.stored.get({ id, now: now() });
        const version = Number(lease?.version ?? 0);
        return { version, sandbox: row ? withParts(row) : null, ended: false };
      }),

    confirm: (id, owner, version, usage) => {
      // Named one by one: node:sqlite binds a parameter left out as NULL, and refuses extras.
      const { lastUsedAt, expiresAt } = usage;
      const leaseUntil = now() + leaseMs;
      const renewed = sql.confirm.run({
        id,
        owner,
        version,
        leaseUntil,
        now: now(),
        lastUsedAt,
        expiresAt,
      });
      return renewed.changes === 1;
    },

    release: (id, owner) => {
      sql.release.run({ id, owner });
    },

    // In one transaction: its row and its parts as one save left them.
    load: (id) =>
      transaction(() => {
        const row = sql.stored.get({ id, now: now() });
        return row ? withParts(row) : null;
      }),

    list: () => sql.list.all({ now: now() }).map(summaryOf),

    delete: (id, endedUntil) =>
      writing(id, (lease) => {
        sql.end.run({ id, version: Number(lease?.version ?? 0) + 1, endedUntil });
        sql.dropParts.run({ id });
      }),

    save: (id, owner, expectedVersion, record) => saves.run({ id, owner, expectedVersion, record }),

    ping: () => {
      sql.ping.get();
    },

    close: () => (closing ??= close()),
  });
}

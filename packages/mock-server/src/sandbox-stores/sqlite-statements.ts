// The SQLite store's tables and statements (sqlite-store.ts), prepared once per connection.
import type { DatabaseSync } from 'node:sqlite';

// STRICT, with the document ANY: SQLite keeps each value's own type, so text comes back as
// text and bytes as bytes. A row with no document is a lease taken before the first save
// (its expiry is the lease's), or, with `ended`, a deleted sandbox kept as ended until then.
// A sandbox's parts are rows of their own, each written only when a save gives it, and
// deleted with the sandbox's row. No index on the expiry: every save moves it, so an index
// would be written on every save, for a sweep once a minute that scans a few hundred rows.
export const schema = `
  CREATE TABLE IF NOT EXISTS sandboxes (
    id TEXT PRIMARY KEY,
    version INTEGER NOT NULL,
    owner TEXT,
    lease_until INTEGER NOT NULL,
    ended INTEGER NOT NULL DEFAULT 0,
    document ANY,
    label TEXT,
    created_at INTEGER,
    last_used_at INTEGER,
    expires_at INTEGER NOT NULL
  ) STRICT;
  DROP INDEX IF EXISTS sandboxes_by_expiry;
  CREATE TABLE IF NOT EXISTS sandbox_parts (
    id TEXT NOT NULL,
    name TEXT NOT NULL,
    text TEXT NOT NULL,
    PRIMARY KEY (id, name)
  ) STRICT;
`;

// The statements every save runs bind their values by position (?1, ?2, ...): node:sqlite
// binding by name reads the object's keys on every run, and allocated five times what binding
// by position does (docs/demo-sandboxes.md, "With a store"). The others bind by name.

const summaryColumns =
  'id, version, label, created_at AS createdAt, last_used_at AS lastUsedAt, expires_at AS expiresAt';

/** The store's statements on `db`, whose tables `schema` made. */
export function prepareStatements(db: DatabaseSync) {
  return {
    ping: db.prepare('SELECT 1 FROM sandboxes LIMIT 1'),
    drop: db.prepare('DELETE FROM sandboxes WHERE id = :id'),
    sweep: db.prepare('DELETE FROM sandboxes WHERE expires_at <= :now'),
    sweepParts: db.prepare(
      'DELETE FROM sandbox_parts WHERE id IN (SELECT id FROM sandboxes WHERE expires_at <= :now)',
    ),
    partsOf: db.prepare('SELECT name, text FROM sandbox_parts WHERE id = :id'),
    /** (id, name, text) */
    writePart: db.prepare(
      `INSERT INTO sandbox_parts (id, name, text) VALUES (?1, ?2, ?3)
       ON CONFLICT (id, name) DO UPDATE SET text = excluded.text`,
    ),
    dropParts: db.prepare('DELETE FROM sandbox_parts WHERE id = :id'),
    /** (id, name) */
    dropPart: db.prepare('DELETE FROM sandbox_parts WHERE id = ?1 AND name = ?2'),
    lease: db.prepare(
      `SELECT version, owner, lease_until AS leaseUntil, ended, expires_at AS expiresAt
       FROM sandboxes WHERE id = :id`,
    ),
    stored: db.prepare(
      `SELECT ${summaryColumns}, document FROM sandboxes
       WHERE id = :id AND document IS NOT NULL AND expires_at > :now`,
    ),
    take: db.prepare(
      `INSERT INTO sandboxes (id, version, owner, lease_until, expires_at)
       VALUES (:id, 0, :owner, :leaseUntil, :leaseUntil)
       ON CONFLICT (id) DO UPDATE SET owner = :owner, lease_until = :leaseUntil,
         expires_at = iif(document IS NULL, :leaseUntil, expires_at)`,
    ),
    // One statement, so the check and the renewal are one step: no row changes if the version
    // moved, the sandbox ended or expired, or another owner's lease runs.
    confirm: db.prepare(
      `UPDATE sandboxes SET owner = :owner, lease_until = :leaseUntil,
         last_used_at = iif(document IS NULL, last_used_at, :lastUsedAt),
         expires_at = iif(document IS NULL, :leaseUntil, :expiresAt)
       WHERE id = :id AND version = :version AND ended = 0 AND expires_at > :now
         AND (owner IS NULL OR owner = :owner OR lease_until <= :now)`,
    ),
    // An upsert, not INSERT OR REPLACE: a row saved again is updated in place, not deleted and
    // inserted anew with its index entries.
    write: db.prepare(
      `INSERT INTO sandboxes (id, version, owner, lease_until, ended, document,
         label, created_at, last_used_at, expires_at)
       VALUES (:id, :version, :owner, :leaseUntil, 0, :document,
         :label, :createdAt, :lastUsedAt, :expiresAt)
       ON CONFLICT (id) DO UPDATE SET version = excluded.version, owner = excluded.owner,
         lease_until = excluded.lease_until, ended = 0, document = excluded.document,
         label = excluded.label, created_at = excluded.created_at,
         last_used_at = excluded.last_used_at, expires_at = excluded.expires_at`,
    ),
    // A save of a copy that is current, checked and written in one statement: no row changes
    // if the version moved, the sandbox ended or expired, or another owner's lease runs.
    // (id, expectedVersion, owner, leaseUntil, now, document, label, createdAt, lastUsedAt,
    // expiresAt)
    saveCurrent: db.prepare(
      `UPDATE sandboxes SET version = ?2 + 1, owner = ?3, lease_until = ?4,
         document = ?6, label = ?7, created_at = ?8, last_used_at = ?9, expires_at = ?10
       WHERE id = ?1 AND version = ?2 AND ended = 0 AND expires_at > ?5
         AND (owner IS NULL OR owner = ?3 OR lease_until <= ?5)`,
    ),
    release: db.prepare(
      `UPDATE sandboxes SET owner = NULL, lease_until = 0,
         expires_at = iif(document IS NULL AND ended = 0, 0, expires_at)
       WHERE id = :id AND owner = :owner`,
    ),
    end: db.prepare(
      `INSERT OR REPLACE INTO sandboxes (id, version, lease_until, ended, expires_at)
       VALUES (:id, :version, 0, 1, :endedUntil)`,
    ),
    list: db.prepare(
      `SELECT ${summaryColumns} FROM sandboxes
       WHERE document IS NOT NULL AND expires_at > :now ORDER BY last_used_at DESC`,
    ),
  };
}

// The SQLite store's checkpoints on a thread of their own (sqlite-checkpoints.ts): what a
// connection that never checkpoints writes reaches the database file all the same.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { startCheckpoints } from './sqlite-checkpoints.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function logOnlyDatabase() {
  const folder = mkdtempSync(join(tmpdir(), 'sqlite-checkpoints-'));
  folders.push(folder);
  const file = join(folder, 'store.sqlite');
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0;');
  db.exec('CREATE TABLE parts (text TEXT NOT NULL)');
  return { file, db };
}

describe('checkpoints on a thread of their own', () => {
  it('copy the log of a connection that never checkpoints into the database file', async () => {
    const { file, db } = logOnlyDatabase();
    const checkpoints = startCheckpoints(file, 50);
    try {
      const insert = db.prepare('INSERT INTO parts (text) VALUES (?)');
      for (let at = 0; at < 100; at += 1) insert.run('x'.repeat(10_000));

      // A megabyte written: in the log at first, then in the file.
      await expect.poll(() => statSync(file).size, { timeout: 5_000 }).toBeGreaterThan(1_000_000);
    } finally {
      await checkpoints.stop();
      db.close();
    }
  });

  it('checkpoint once more as they stop, leaving the file to its connection', async () => {
    const { file, db } = logOnlyDatabase();
    const checkpoints = startCheckpoints(file, 60_000);
    db.prepare('INSERT INTO parts (text) VALUES (?)').run('x'.repeat(100_000));
    const before = statSync(file).size;
    await checkpoints.stop();

    expect(statSync(file).size).toBeGreaterThan(before + 100_000);
    db.prepare('INSERT INTO parts (text) VALUES (?)').run('after');
    expect(db.prepare('SELECT count(*) AS rows FROM parts').get()).toEqual({ rows: 2 });
    db.close();
  });
});

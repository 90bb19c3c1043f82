// The SQLite store's checkpoints on a thread of their own (sqlite-checkpoints.ts): what a
// connection that never checkpoints writes reaches the database file all the same, and each
// turn catches up with a log still being written, so that it starts over.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchUp, passesPerTurn, startCheckpoints, type Pass } from './sqlite-checkpoints.ts';

const folders: string[] = [];
const failOnError = (error: Error) => {
  throw error;
};
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
    const checkpoints = startCheckpoints(file, failOnError, 50);
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
    const checkpoints = startCheckpoints(file, failOnError, 60_000);
    db.prepare('INSERT INTO parts (text) VALUES (?)').run('x'.repeat(100_000));
    const before = statSync(file).size;
    await checkpoints.stop();

    expect(statSync(file).size).toBeGreaterThan(before + 100_000);
    db.prepare('INSERT INTO parts (text) VALUES (?)').run('after');
    expect(db.prepare('SELECT count(*) AS rows FROM parts').get()).toEqual({ rows: 2 });
    db.close();
  });
});

/** A pass reporting each of `reports` in turn, the last one again once they run out. */
function passes(reports: Pass[]) {
  let made = 0;
  const pass = () => reports[Math.min(made++, reports.length - 1)] as Pass;
  return { pass, made: () => made };
}

describe('a turn of checkpoints', () => {
  it('passes again while the log grew during the pass before, and stops once it did not', () => {
    // Frames written while each pass copied, fewer each time, then none.
    const log = passes([
      { log: 1570, checkpointed: 1570 },
      { log: 1581, checkpointed: 1581 },
      { log: 1584, checkpointed: 1584 },
      { log: 1584, checkpointed: 1584 },
    ]);

    expect(catchUp(log.pass)).toBe(true);
    expect(log.made()).toBe(4);
  });

  it('passes again while a reader keeps part of the log from being copied', () => {
    const log = passes([
      { log: 900, checkpointed: 600 },
      { log: 900, checkpointed: 600 },
      { log: 900, checkpointed: 900 },
    ]);

    expect(catchUp(log.pass)).toBe(true);
    expect(log.made()).toBe(3);
  });

  it('leaves a log that never stops growing to the next turn, after a bounded number of passes', () => {
    let frames = 0;
    const growing = () => {
      frames += 10;
      return { log: frames, checkpointed: frames };
    };

    expect(catchUp(growing)).toBe(false);
    expect(frames).toBe(passesPerTurn * 10);
  });

  it('tell of a turn that failed rather than pass over it', async () => {
    const { file, db } = logOnlyDatabase();
    // A connection that keeps the file to itself: every other waits, then gives up.
    db.exec('PRAGMA locking_mode = EXCLUSIVE');
    db.prepare('INSERT INTO parts (text) VALUES (?)').run('held');
    const failed = vi.fn<(error: Error) => void>();
    const checkpoints = startCheckpoints(file, failed, 50);
    try {
      await expect.poll(() => failed.mock.calls.length, { timeout: 5_000 }).toBeGreaterThan(0);
      expect(failed.mock.calls[0]?.[0].message).toMatch(/^A checkpoint failed: database is locked/);
    } finally {
      db.close();
      await checkpoints.stop();
    }
  });
});

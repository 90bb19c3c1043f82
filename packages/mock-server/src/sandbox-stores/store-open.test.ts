// A store that cannot be opened is refused with one line naming the store, what is wrong and
// what to do, before anything in it is written (store-open-error.ts). server.ts prints that
// line alone and exits 1: config/config.test.ts starts it on a damaged store.
import { startRedisServer, type RedisServer } from '@garage/server-processes/redis-server';
import { freePort } from '@garage/server-processes/free-port';
import { createClient } from '@redis/client';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openSandboxStore, type StoreLocation } from './open-store.ts';
import { StoreOpenError } from './store-open-error.ts';

/** The refusal's message; fails the test if the store opened. */
async function refusal(location: StoreLocation): Promise<string> {
  const opening = openSandboxStore(location, { keyPrefix: 'test:' });
  const error: unknown = await opening.then(
    async (store) => {
      await store.close();
      return undefined;
    },
    (refused: unknown) => refused,
  );
  expect(error).toBeInstanceOf(StoreOpenError);
  const { message } = error as StoreOpenError;
  expect(message).not.toContain('\n');
  return message;
}

describe('a SQLite store that cannot be opened', () => {
  let folder = '';
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'store-open-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));
  const file = () => join(folder, 'sandboxes.sqlite');

  it('a damaged or non-database file: named, and left as it was', async () => {
    const garbage = Buffer.from('GARAGE PARTS'.repeat(400));
    writeFileSync(file(), garbage);

    expect(await refusal({ kind: 'sqlite', folder })).toBe(
      `The sandbox store sqlite:${folder} cannot be opened: ${file()} is not an SQLite database, or a damaged one (file is not a database). Move it aside to start with an empty store, or put back a copy from a backup; nothing in it was changed.`,
    );
    expect(readFileSync(file())).toEqual(garbage);
    expect(readdirSync(folder)).toEqual(['sandboxes.sqlite']);
  });

  it('a folder that cannot be made', async () => {
    writeFileSync(join(folder, 'a-file'), '');
    const under = join(folder, 'a-file', 'sandboxes');

    expect(await refusal({ kind: 'sqlite', folder: under })).toBe(
      `The sandbox store sqlite:${under} cannot be opened: the folder ${under} cannot be made or written (ENOTDIR). Give the mock a folder it can write: --store sqlite:<folder> (STORE).`,
    );
  });

  it("another program's database: named, and left as it was", async () => {
    const other = new DatabaseSync(file());
    other.exec('CREATE TABLE invoices (n INTEGER); INSERT INTO invoices VALUES (7);');
    other.close();
    const before = readFileSync(file());

    expect(await refusal({ kind: 'sqlite', folder })).toBe(
      `The sandbox store sqlite:${folder} cannot be opened: ${file()} is a database of another program (tables: invoices). Give the mock a folder of its own; nothing in it was changed.`,
    );
    expect(readFileSync(file())).toEqual(before);
  });

  it('a store written in a newer format', async () => {
    const store = await openSandboxStore({ kind: 'sqlite', folder });
    await store.close();
    const newer = new DatabaseSync(file());
    newer.exec('PRAGMA user_version = 2');
    newer.close();

    expect(await refusal({ kind: 'sqlite', folder })).toBe(
      `The sandbox store sqlite:${folder} cannot be opened: ${file()} holds sandboxes in format 2, newer than this mock's (1). Run the version of the mock that wrote it, or give this one another folder; nothing in it was changed.`,
    );
  });
});

describe('a Redis store that cannot be opened', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(() => redis.close());
  const host = () => new URL(redis.url).host;

  /** A command sent to the file's Redis as its administrator. */
  async function admin(...command: string[]): Promise<unknown> {
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      return await client.sendCommand(command);
    } finally {
      client.destroy();
    }
  }

  it('nothing listening there', async () => {
    const url = `redis://127.0.0.1:${await freePort('127.0.0.1')}`;
    expect(await refusal({ kind: 'redis', url })).toBe(
      `The sandbox store ${url} cannot be opened: Redis at ${new URL(url).host} does not answer (ECONNREFUSED). Start Redis there, or name the host and port it listens on: --store redis://host:port (STORE).`,
    );
  });

  it('something else than Redis on that port', async () => {
    const web = createServer((socket) => socket.end('<html>not Redis</html>'));
    const port = await freePort('127.0.0.1');
    await new Promise<void>((listening) => web.listen(port, '127.0.0.1', listening));
    try {
      expect(await refusal({ kind: 'redis', url: `redis://127.0.0.1:${port}` })).toMatch(
        /^The sandbox store redis:\/\/127\.0\.0\.1:\d+ cannot be opened: what answers at 127\.0\.0\.1:\d+ is not Redis, or it closed the connection \(.+\)\. Name the host and port Redis listens on: --store redis:\/\/host:port \(STORE\)\.$/,
      );
    } finally {
      web.close();
    }
  });

  it('a wrong password, never printed', async () => {
    await admin('ACL', 'SETUSER', 'demo', 'on', '>right', '~*', '+@all');
    const url = `redis://demo:wrong@${host()}`;
    expect(await refusal({ kind: 'redis', url })).toBe(
      `The sandbox store redis://demo:***@${host()} cannot be opened: Redis at ${host()} did not let the mock in (WRONGPASS). Give its user and password in the URL: redis://user:password@host:port.`,
    );
  });

  it('an error for what the store asks', async () => {
    await admin('ACL', 'SETUSER', 'reader', 'on', '>pw', '~*', '-@all', '+hello', '+auth');
    expect(await refusal({ kind: 'redis', url: `redis://reader:pw@${host()}` })).toMatch(
      new RegExp(
        `^The sandbox store redis://reader:\\*\\*\\*@${host()} cannot be opened: Redis at ${host()} answered with an error \\(NOPERM .+\\)\\. Check that the URL names a Redis the mock may read and write\\.$`,
      ),
    );
  });

  it('keys of another format under its prefix, left as they were', async () => {
    await admin('SET', 'test:format', 'garage-sandboxes/0');
    expect(await refusal({ kind: 'redis', url: redis.url })).toBe(
      `The sandbox store ${redis.url} cannot be opened: Redis at ${host()} holds format 'garage-sandboxes/0' under the prefix 'test:', not sandboxes in this mock's format (garage-sandboxes/1). Give the demo a Redis database of its own (redis://host:port/<number>), or empty that one; nothing in it was changed.`,
    );
    expect(await admin('GET', 'test:format')).toBe('garage-sandboxes/0');

    await admin('DEL', 'test:format');
    await admin('HSET', 'test:sandboxes', 'a', '1');
    expect(await refusal({ kind: 'redis', url: redis.url })).toContain(
      "holds a hash named 'test:sandboxes' under the prefix 'test:'",
    );
    expect(await admin('EXISTS', 'test:format')).toBe(0);
    await admin('DEL', 'test:sandboxes');
  });
});

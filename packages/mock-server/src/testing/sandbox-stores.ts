// The three sandbox stores for the contract tests (sandbox-stores/*.test.ts): each test gets an
// empty store of each kind, and a way to let time pass for its leases and expiry. Memory and
// SQLite run on a fake clock, moved at once; Redis keeps its own time for leases and expires
// keys by the real one, so its tests use short leases and wait them out, no longer.
import { startRedisServer, type RedisServer } from '@garage/server-processes/redis-server';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import {
  openSandboxStore,
  type OpenOptions,
  type StoreLocation,
} from '../sandbox-stores/open-store.ts';
import type { SandboxRecord, SandboxStore, StoreKind } from '../sandbox-stores/sandbox-store.ts';

export const storeKinds: StoreKind[] = ['memory', 'sqlite', 'redis'];

export type StoreUnderTest = {
  /** An empty store, made before each test and closed after it. */
  readonly store: SandboxStore;
  readonly leaseMs: number;
  now(): number;
  /** Lets `ms` pass: a fake clock moves at once; Redis's real time is waited out. */
  passTime(ms: number): Promise<void>;
  /** Another store on what this one keeps: another process, or this one after a restart. */
  openAgain(): Promise<SandboxStore>;
};

// Long enough that the steps of a test between two waits never outlast a Redis lease.
const realLeaseMs = 300;
const fakeLeaseMs = 5_000;
let prefixes = 0;

/**
 * For a `describe` of one kind of store: the store each test gets. Redis's kind starts a
 * redis-server of its own for the file (Debian's: scripts/debian-packages.sh, ensure_redis).
 */
export function storeUnderTest(kind: StoreKind): StoreUnderTest {
  let redis: RedisServer | undefined;
  let folder = '';
  let time = 0;
  let location: StoreLocation = { kind: 'memory' };
  let options: OpenOptions = {};
  let store: SandboxStore | undefined;
  const opened: SandboxStore[] = [];
  const real = kind === 'redis';

  beforeAll(async () => {
    if (real) redis = await startRedisServer();
  });
  afterAll(() => redis?.close());

  const open = async () => {
    const another = await openSandboxStore(location, options);
    opened.push(another);
    return another;
  };

  beforeEach(async () => {
    time = Date.UTC(2026, 10, 24, 9);
    if (kind === 'sqlite') {
      folder = mkdtempSync(join(tmpdir(), 'mock-store-'));
      location = { kind, folder };
    } else if (kind === 'redis') {
      location = { kind, url: redis?.url ?? '' };
    }
    // Redis: every test has keys of its own on the file's server.
    prefixes += 1;
    options = real
      ? { leaseMs: realLeaseMs, now: Date.now, keyPrefix: `test-${prefixes}:` }
      : { leaseMs: fakeLeaseMs, now: () => time };
    store = await open();
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((each) => each.close()));
    if (folder !== '') rmSync(folder, { recursive: true, force: true });
    folder = '';
  });

  return {
    get store() {
      if (!store) throw new Error('The store is made before each test');
      return store;
    },
    leaseMs: real ? realLeaseMs : fakeLeaseMs,
    now: () => (real ? Date.now() : time),
    passTime: async (ms) => {
      if (real) await sleep(ms);
      else time += ms;
    },
    openAgain: open,
  };
}

/** A record to save, used now and expiring in an hour unless told. */
export function recordAt(now: number, overrides: Partial<SandboxRecord> = {}): SandboxRecord {
  return {
    document: JSON.stringify({ enquiries: [{ id: 1, reg: 'AB12 CDE' }] }),
    label: 'Smith Motors',
    createdAt: now,
    lastUsedAt: now,
    expiresAt: now + 60 * 60 * 1000,
    ...overrides,
  };
}

/**
 * For a test file of sandboxes kept in a store of `kind` (none for memory): where each test's
 * apps keep them, an empty store for each test. Redis's kind starts a redis-server for the
 * file, and gives each test keys of its own on it.
 */
export function sandboxStoreUnderTest(kind: StoreKind) {
  let redis: RedisServer | undefined;
  let folder = '';
  beforeAll(async () => {
    if (kind === 'redis') redis = await startRedisServer();
  });
  afterAll(() => redis?.close());
  beforeEach(() => {
    prefixes += 1;
    if (kind === 'sqlite') folder = mkdtempSync(join(tmpdir(), 'mock-sandboxes-'));
  });
  afterEach(() => {
    if (folder !== '') rmSync(folder, { recursive: true, force: true });
    folder = '';
  });
  return {
    /** Redis stops answering (its server stopped): a store gone away under a running app. */
    stop: async () => {
      const server = redis;
      redis = undefined;
      await server?.close();
    },
    /** The options that keep an app's sandboxes in this test's store. */
    options(): { store?: StoreLocation; storeOptions?: Omit<OpenOptions, 'now'> } {
      if (kind === 'sqlite') return { store: { kind, folder } };
      if (kind === 'redis') {
        const store: StoreLocation = { kind, url: redis?.url ?? '' };
        return { store, storeOptions: { keyPrefix: `sandboxes-${prefixes}:` } };
      }
      return {};
    },
  };
}

// The keeper's side of the one-writer protocol (sandbox-keeper.ts, sandbox-stores/sandbox-store.ts):
// taking a sandbox another process holds, confirming a copy, and what it counts. On the memory
// store, with a short lease on the real clock: waits are real, and short.
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeEach, describe, expect, it, onTestFinished, vi, type Mock } from 'vitest';
import { createMemoryStore } from '../sandbox-stores/memory-store.ts';
import {
  LeaseHeldError,
  StaleVersionError,
  type SandboxStore,
} from '../sandbox-stores/sandbox-store.ts';
import { createWorld } from '../world/world.ts';
import { SandboxKeeper } from './sandbox-keeper.ts';
import type { SandboxEvents } from './sandbox-events.ts';

const leaseMs = 300;
const usage = () => ({ lastUsedAt: Date.now(), expiresAt: Date.now() + 60_000 });
const metadata = () => ({ label: null, createdAt: Date.now(), ...usage() });

let store: SandboxStore;
let events: { [Key in keyof SandboxEvents]: Mock<SandboxEvents[Key]> };
/** Holders this test says are gone. */
let gone: Set<string>;

beforeEach(() => {
  store = createMemoryStore({ leaseMs, now: Date.now });
  events = {
    started: vi.fn<SandboxEvents['started']>(),
    expired: vi.fn<SandboxEvents['expired']>(),
    saved: vi.fn<SandboxEvents['saved']>(),
    storeFailed: vi.fn<SandboxEvents['storeFailed']>(),
    tookOver: vi.fn<SandboxEvents['tookOver']>(),
  };
  gone = new Set();
});

const keeper = (owner: string, on = store, lease = leaseMs) =>
  new SandboxKeeper({
    store: on,
    owner,
    leaseMs: lease,
    holderIsGone: (holder) => gone.has(holder),
    events,
  });

describe('a sandbox another process holds', () => {
  it('is taken at once from a holder that is gone, and counted as such', async () => {
    await store.acquire('s-1', 'crashed');
    gone.add('crashed');
    const leaseRanOutAt = Date.now() + leaseMs;

    await keeper('restarted').take('s-1');

    expect(Date.now()).toBeLessThan(leaseRanOutAt);
    expect(events.tookOver).toHaveBeenCalledExactlyOnceWith('at_once');
    await expect(store.acquire('s-1', 'crashed')).rejects.toThrow(LeaseHeldError);
  });

  it('is taken from a live holder only once its lease has run out, and counted as waited', async () => {
    await store.acquire('s-1', 'alive');
    const leaseRanOutAt = Date.now() + leaseMs;

    await keeper('other').take('s-1');

    expect(Date.now()).toBeGreaterThanOrEqual(leaseRanOutAt);
    expect(events.tookOver).toHaveBeenCalledExactlyOnceWith('waited');
  });

  it('is taken as soon as a live holder gives its lease up, not when it would have run out', async () => {
    // A long lease: the release, not the lease running out, must be what lets the take through.
    const longLeaseMs = 3_000;
    store = createMemoryStore({ leaseMs: longLeaseMs, now: Date.now });
    await store.acquire('s-1', 'stopping');
    const leaseRanOutAt = Date.now() + longLeaseMs;
    // Its requests under way answered, a stopping process gives its leases up.
    setTimeout(() => void store.release('s-1', 'stopping'), 50);

    await keeper('other', store, longLeaseMs).take('s-1');

    expect(Date.now()).toBeLessThan(leaseRanOutAt - longLeaseMs / 2);
    expect(events.tookOver).toHaveBeenCalledExactlyOnceWith('waited');
    await expect(store.acquire('s-1', 'stopping')).rejects.toThrow(LeaseHeldError);
  });

  it('is refused while a live holder keeps renewing its lease', async () => {
    await store.acquire('s-1', 'alive');
    const renewing = setInterval(() => void store.acquire('s-1', 'alive'), leaseMs / 4);
    try {
      await expect(keeper('other').take('s-1')).rejects.toThrow(LeaseHeldError);
    } finally {
      clearInterval(renewing);
    }
    expect(events.tookOver).not.toHaveBeenCalled();
  });

  it('taken by a third process while it was judged gone, is not taken from that one', async () => {
    await store.acquire('s-1', 'crashed');
    gone.add('crashed');
    // The store answers the overtaking call after a third process took the lease.
    const racing: SandboxStore = {
      ...store,
      acquire: async (id, owner, overtaking) => {
        if (overtaking === 'crashed') {
          await store.release(id, 'crashed');
          await store.acquire(id, 'third');
        }
        return store.acquire(id, owner, overtaking);
      },
    };

    await expect(keeper('restarted', racing).take('s-1')).rejects.toThrow(LeaseHeldError);
  });
});

/**
 * A sandbox `owner` has taken and saved once, so that the store holds it (version 1), and when
 * that save, its last use, was asked for.
 */
async function storedBy(owner: string) {
  const mine = keeper(owner);
  await mine.take('s-1');
  const world = await createWorld({
    ...{ id: 's-1', label: null, seed: 1 },
    ...{ clockStart: Date.UTC(2026, 10, 24), tokenLifetimeMs: 60_000 },
  });
  mine.track('s-1', world, {});
  const usedAt = performance.now();
  await mine.save('s-1', metadata());
  return { mine, usedAt };
}

describe('a sandbox left alone', () => {
  const idleMs = leaseMs / 5;

  /** Timers, Date and performance.now() faked from now on (the store on them too). */
  function holdClocks() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
    onTestFinished(() => void vi.useRealTimers());
    store = createMemoryStore({ leaseMs, now: () => Date.now() });
  }

  it('has its lease given up after a fifth of a lease, for another process to take at once', async () => {
    const { usedAt } = await storedBy('me');
    const release = vi.spyOn(store, 'release');

    await vi.waitFor(() => expect(release).toHaveBeenCalledExactlyOnceWith('s-1', 'me'));
    expect(performance.now() - usedAt).toBeGreaterThanOrEqual(idleMs);
    const leaseRanOutAt = Date.now() + leaseMs / 2;
    await keeper('other').take('s-1');

    expect(Date.now()).toBeLessThan(leaseRanOutAt);
    expect(events.tookOver).not.toHaveBeenCalled();
  });

  it('keeps its copy: the next request confirms it with the store, taking the lease back', async () => {
    const { mine } = await storedBy('me');
    const release = vi.spyOn(store, 'release');
    await vi.waitFor(() => expect(release).toHaveBeenCalledOnce());
    const confirm = vi.spyOn(store, 'confirm');

    expect(await mine.confirm('s-1', usage())).toBe(true);

    expect(confirm).toHaveBeenCalledOnce();
    await expect(store.acquire('s-1', 'other')).rejects.toThrow(LeaseHeldError);
  });

  it('keeps its lease while requests keep coming, and gives it up once they stop', async () => {
    // How long apart the requests come is exact.
    holdClocks();
    const { mine } = await storedBy('me');
    const release = vi.spyOn(store, 'release');

    for (let request = 0; request < 6; request += 1) {
      await vi.advanceTimersByTimeAsync(idleMs / 2);
      expect(await mine.confirm('s-1', usage())).toBe(true);
    }
    expect(release).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(idleMs);
    expect(release).toHaveBeenCalledOnce();
  });

  it('gives it up though the simulator steps it every second with nothing due', async () => {
    holdClocks();
    const { mine } = await storedBy('me');
    const release = vi.spyOn(store, 'release');

    // Nothing changed: each step's save writes nothing.
    for (let step = 0; step < 4; step += 1) {
      await vi.advanceTimersByTimeAsync(idleMs / 2);
      await mine.save('s-1', metadata());
    }

    expect(release).toHaveBeenCalledOnce();
  });

  it('moved on by another process meanwhile, is dropped at its next request', async () => {
    const { mine } = await storedBy('me');
    const release = vi.spyOn(store, 'release');
    await vi.waitFor(() => expect(release).toHaveBeenCalledOnce());
    const { version } = await store.acquire('s-1', 'other');
    await store.save('s-1', 'other', version, { ...metadata(), document: '{}' });

    expect(await mine.confirm('s-1', usage())).toBe(false);
  });
});

describe('a copy held', () => {
  it('is confirmed with the store only once half a lease has passed since the last renewal', async () => {
    const confirm = vi.spyOn(store, 'confirm');
    const mine = keeper('me');
    await mine.take('s-1');

    expect(await mine.confirm('s-1', usage())).toBe(true);
    expect(confirm).not.toHaveBeenCalled();

    await sleep(leaseMs / 2 + 10);
    expect(await mine.confirm('s-1', usage())).toBe(true);
    expect(confirm).toHaveBeenCalledOnce();
  });

  it('counts its saves and a store failing, but not the protocol refusing a stale copy', async () => {
    const mine = keeper('me');
    await mine.take('s-1');
    const world = await createWorld({
      ...{ id: 's-1', label: null, seed: 1 },
      ...{ clockStart: Date.UTC(2026, 10, 24), tokenLifetimeMs: 60_000 },
    });
    mine.track('s-1', world, {});
    await mine.save('s-1', metadata());
    expect(events.saved).toHaveBeenCalledOnce();

    const save = vi.spyOn(store, 'save');
    save.mockRejectedValueOnce(new StaleVersionError('s-1', 1, 2));
    world.faults.add({ pathPattern: '/api/news/**', status: 503 });
    await expect(mine.save('s-1', metadata())).rejects.toThrow(StaleVersionError);
    expect(events.storeFailed).not.toHaveBeenCalled();

    await mine.take('s-1');
    mine.track('s-1', world, {});
    save.mockRejectedValueOnce(new Error('disk I/O error'));
    await expect(mine.save('s-1', metadata())).rejects.toThrow('disk I/O error');
    expect(events.storeFailed).toHaveBeenCalledExactlyOnceWith('save');
  });
});

// One writer (sandbox-store.ts): two processes never both write a sandbox, and a process that
// comes back never serves or saves a copy older than the store's. Each "process" here is an
// owner; with SQLite and Redis the last test uses a second connection as well.
import { describe, expect, it } from 'vitest';
import { LeaseHeldError, StaleVersionError, type SandboxStore } from './sandbox-store.ts';
import { recordAt, storeKinds, storeUnderTest } from '../testing/sandbox-stores.ts';

const first = 'mock-1:run-a';
const second = 'mock-2:run-a';

describe.each(storeKinds)('the %s sandbox store, one writer', (kind) => {
  const under = storeUnderTest(kind);
  const usage = () => ({ lastUsedAt: under.now(), expiresAt: under.now() + 3_600_000 });

  /** `owner` acquires `id` and saves `document` over what it read; answers the new version. */
  async function saveAs(store: SandboxStore, owner: string, id: string, document: string) {
    const { version } = await store.acquire(id, owner);
    return store.save(id, owner, version, recordAt(under.now(), { document }));
  }

  it('keeps a second owner out while the first holds the lease', async () => {
    const { store } = under;
    await saveAs(store, first, 's-1', 'first');

    const refused = store.acquire('s-1', second);
    await expect(refused).rejects.toThrow(LeaseHeldError);
    await expect(refused).rejects.toMatchObject({ holder: first, kind: 'conflict' });
    await expect(refused).rejects.toHaveProperty('retryAfterSeconds', expect.any(Number));
    await expect(store.save('s-1', second, 1, recordAt(under.now()))).rejects.toThrow(
      LeaseHeldError,
    );
    expect(await store.confirm('s-1', second, 1, usage())).toBe(false);
    // The holder carries on.
    expect(await store.confirm('s-1', first, 1, usage())).toBe(true);
    expect(await store.save('s-1', first, 1, recordAt(under.now()))).toBe(2);
  });

  it('keeps a second owner out of a sandbox leased but not saved yet', async () => {
    const { store } = under;
    await store.acquire('s-new', first);

    await expect(store.acquire('s-new', second)).rejects.toThrow(LeaseHeldError);
    await expect(store.save('s-new', second, 0, recordAt(under.now()))).rejects.toThrow(
      LeaseHeldError,
    );
    expect(await store.save('s-new', first, 0, recordAt(under.now()))).toBe(1);
  });

  it('lets one of two owners building a new sandbox at once have it', async () => {
    const { store } = under;

    const outcomes = await Promise.allSettled([
      saveAs(store, first, 's-new', 'first'),
      saveAs(store, second, 's-new', 'second'),
    ]);

    expect(outcomes.map(({ status }) => status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await store.load('s-new')).toMatchObject({ version: 1 });
  });

  it('refuses a save from a stale version, naming the stored one', async () => {
    const { store } = under;
    await saveAs(store, first, 's-1', 'first');
    await store.save('s-1', first, 1, recordAt(under.now(), { document: 'second' }));

    const stale = store.save('s-1', first, 1, recordAt(under.now(), { document: 'stale' }));

    await expect(stale).rejects.toThrow(StaleVersionError);
    await expect(stale).rejects.toMatchObject({ storedVersion: 2 });
    expect(await store.confirm('s-1', first, 1, usage())).toBe(false);
    expect(await store.load('s-1')).toMatchObject({ version: 2, document: 'second' });
  });

  it('hands the sandbox over once the holder’s lease has run out', async () => {
    const { store } = under;
    await saveAs(store, first, 's-1', 'from the first');

    await under.passTime(under.leaseMs + 20);

    expect(await store.acquire('s-1', second)).toMatchObject({
      version: 1,
      sandbox: { document: 'from the first' },
    });
    expect(await store.save('s-1', second, 1, recordAt(under.now()))).toBe(2);
    await expect(store.save('s-1', first, 1, recordAt(under.now()))).rejects.toThrow(
      LeaseHeldError,
    );
  });

  it('keeps the lease while uses renew it', async () => {
    const { store } = under;
    await saveAs(store, first, 's-1', 'first');

    await under.passTime(under.leaseMs * 0.6);
    expect(await store.confirm('s-1', first, 1, usage())).toBe(true);
    await under.passTime(under.leaseMs * 0.6);

    await expect(store.acquire('s-1', second)).rejects.toThrow(LeaseHeldError);
  });

  it('hands the sandbox over at once when the holder releases it', async () => {
    const { store } = under;
    await saveAs(store, first, 's-1', 'first');

    await store.release('s-1', second);
    await expect(store.acquire('s-1', second)).rejects.toThrow(LeaseHeldError);
    await store.release('s-1', first);

    expect(await store.acquire('s-1', second)).toMatchObject({ version: 1 });
  });

  it('confirms a copy whose lease its holder gave up, taking the lease back, unless moved on', async () => {
    const { store } = under;
    await saveAs(store, first, 's-1', 'first');
    // Idle, the holder gives its lease up and keeps its copy (sandbox-keeper.ts).
    await store.release('s-1', first);

    expect(await store.confirm('s-1', first, 1, usage())).toBe(true);
    await expect(store.acquire('s-1', second)).rejects.toThrow(LeaseHeldError);

    await store.release('s-1', first);
    await saveAs(store, second, 's-1', 'second');
    await store.release('s-1', second);
    expect(await store.confirm('s-1', first, 1, usage())).toBe(false);
  });

  it('never lets a process that comes back serve or save its older copy', async () => {
    const { store } = under;
    // The first process saves version 1, then stops answering without releasing its lease.
    await saveAs(store, first, 's-1', 'version 1');
    await under.passTime(under.leaseMs + 20);
    // Another process takes the sandbox on and saves twice.
    const { version } = await store.acquire('s-1', second);
    await store.save('s-1', second, version, recordAt(under.now(), { document: 'version 2' }));
    await store.save('s-1', second, 2, recordAt(under.now(), { document: 'version 3' }));

    // The first comes back holding version 1: its copy is not current, and cannot be saved.
    expect(await store.confirm('s-1', first, 1, usage())).toBe(false);
    await expect(store.save('s-1', first, 1, recordAt(under.now()))).rejects.toThrow(
      LeaseHeldError,
    );
    await under.passTime(under.leaseMs + 20);
    await expect(
      store.save('s-1', first, 1, recordAt(under.now(), { document: 'stale' })),
    ).rejects.toThrow(StaleVersionError);
    // Taking it again, it gets the latest.
    expect(await store.acquire('s-1', first)).toMatchObject({
      version: 3,
      sandbox: { document: 'version 3' },
    });
  });

  if (kind !== 'memory')
    it('holds the lease across connections to the store', async () => {
      const other = await under.openAgain();
      await saveAs(under.store, first, 's-1', 'first');

      await expect(other.acquire('s-1', second)).rejects.toThrow(LeaseHeldError);
      await under.passTime(under.leaseMs + 20);
      expect(await saveAs(other, second, 's-1', 'second')).toBe(2);
      await expect(under.store.save('s-1', first, 1, recordAt(under.now()))).rejects.toThrow(
        LeaseHeldError,
      );
    });
});

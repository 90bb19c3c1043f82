// What every sandbox store keeps, lists, deletes and lets expire: one suite run against each
// kind (the one-writer rules are in stores.one-writer.test.ts).
import { describe, expect, it } from 'vitest';
import { SandboxEndedError, StaleVersionError } from './sandbox-store.ts';
import { recordAt, storeKinds, storeUnderTest } from '../testing/sandbox-stores.ts';

const owner = 'mock-1:run-a';

describe.each(storeKinds)('the %s sandbox store', (kind) => {
  const under = storeUnderTest(kind);

  it('answers nothing stored for an id it never saw', async () => {
    const { store } = under;

    expect(await store.acquire('s-new', owner)).toEqual({
      version: 0,
      sandbox: null,
      ended: false,
    });
    expect(await store.load('s-new')).toBeNull();
    expect(await store.list()).toEqual([]);
  });

  it('gives back a saved document, text or bytes, with its metadata and version', async () => {
    const { store } = under;
    const text = recordAt(under.now());
    const bytes = recordAt(under.now(), { document: Buffer.from([0, 159, 255, 10]), label: null });

    await store.acquire('s-text', owner);
    expect(await store.save('s-text', owner, 0, text)).toBe(1);
    await store.acquire('s-bytes', owner);
    expect(await store.save('s-bytes', owner, 0, bytes)).toBe(1);

    expect(await store.load('s-text')).toEqual({ ...text, id: 's-text', version: 1 });
    const loaded = await store.load('s-bytes');
    expect(Buffer.isBuffer(loaded?.document)).toBe(true);
    expect(loaded).toEqual({ ...bytes, id: 's-bytes', version: 1 });
    expect(await store.acquire('s-text', owner)).toEqual({
      version: 1,
      sandbox: { ...text, id: 's-text', version: 1 },
      ended: false,
    });
  });

  it('keeps the last save, one version on from the one before', async () => {
    const { store } = under;
    await store.acquire('s-1', owner);
    await store.save('s-1', owner, 0, recordAt(under.now(), { document: 'first' }));

    expect(await store.save('s-1', owner, 1, recordAt(under.now(), { document: 'second' }))).toBe(
      2,
    );
    expect(await store.load('s-1')).toMatchObject({ version: 2, document: 'second' });
  });

  it('keeps a 200 KB document whole', async () => {
    const { store } = under;
    const document = JSON.stringify({ image: 'x'.repeat(200 * 1024) });
    await store.acquire('s-big', owner);
    await store.save('s-big', owner, 0, recordAt(under.now(), { document }));

    expect((await store.load('s-big'))?.document).toBe(document);
  });

  it('keeps each part until a save gives it again, and gives them all back', async () => {
    const { store } = under;
    const parts = { enquiries: '[{"EnquiryId":1}]', messages: '[]' };
    await store.acquire('s-1', owner);
    await store.save('s-1', owner, 0, recordAt(under.now(), { parts }));

    const changed = { messages: '[{"MessageId":7}]' };
    await store.save(
      's-1',
      owner,
      1,
      recordAt(under.now(), { document: 'second', parts: changed }),
    );

    const kept = { ...parts, ...changed };
    expect(await store.load('s-1')).toMatchObject({ version: 2, document: 'second', parts: kept });
    await store.release('s-1', owner);
    expect(await store.acquire('s-1', owner)).toMatchObject({ sandbox: { parts: kept } });
  });

  it('removes the parts a save names, keeping the others, and writes the ones it gives', async () => {
    const { store } = under;
    // Several thousand, as a busy sandbox's first save gives: more than one command's arguments.
    const records = Object.fromEntries(
      Array.from({ length: 5_000 }, (_, at) => [`messages/${at}`, `{"MessageId":${at}}`]),
    );
    await store.acquire('s-parts', owner);
    await store.save('s-parts', owner, 0, recordAt(under.now(), { parts: records }));

    const update = { 'messages/5000': '{"MessageId":1,"Read":true}', messages: '[...]' };
    const removedParts = ['messages/1', 'messages/4999', 'messages/never-saved'];
    await store.save('s-parts', owner, 1, recordAt(under.now(), { parts: update, removedParts }));

    const kept = Object.fromEntries(
      Object.entries({ ...records, ...update }).filter(([name]) => !removedParts.includes(name)),
    );
    expect((await store.load('s-parts'))?.parts).toEqual(kept);
  });

  it('lets the parts go with their sandbox: deleted, or expired and saved afresh', async () => {
    const { store } = under;
    const now = under.now();
    const parts = { enquiries: '[{"EnquiryId":1}]' };
    await store.acquire('s-gone', owner);
    await store.save('s-gone', owner, 0, recordAt(now, { parts }));
    await store.acquire('s-brief', owner);
    await store.save('s-brief', owner, 0, recordAt(now, { parts, expiresAt: now + 200 }));

    await store.delete('s-gone', now + 200);
    await under.passTime(220);

    expect(await store.acquire('s-gone', owner)).toEqual({
      version: 0,
      sandbox: null,
      ended: false,
    });
    await store.save('s-gone', owner, 0, recordAt(under.now()));
    expect(await store.load('s-gone')).not.toHaveProperty('parts');
    expect(await store.acquire('s-brief', owner)).toMatchObject({ version: 0, sandbox: null });
    await store.save('s-brief', owner, 0, recordAt(under.now(), { parts: { messages: '[]' } }));
    expect((await store.load('s-brief'))?.parts).toEqual({ messages: '[]' });
  });

  it('lists the saved sandboxes without their documents, most recently used first', async () => {
    const { store } = under;
    const now = under.now();
    await store.acquire('s-old', owner);
    await store.save('s-old', owner, 0, recordAt(now - 5_000, { label: 'Old' }));
    await store.acquire('s-new', owner);
    await store.save('s-new', owner, 0, recordAt(now, { label: null }));
    await store.acquire('s-leased-only', owner);

    expect(await store.list()).toEqual([
      {
        id: 's-new',
        version: 1,
        label: null,
        createdAt: now,
        lastUsedAt: now,
        expiresAt: now + 3_600_000,
      },
      {
        id: 's-old',
        version: 1,
        label: 'Old',
        createdAt: now - 5_000,
        lastUsedAt: now - 5_000,
        expiresAt: now - 5_000 + 3_600_000,
      },
    ]);
  });

  it('moves the last use and expiry on each confirmed use', async () => {
    const { store } = under;
    const now = under.now();
    await store.acquire('s-1', owner);
    await store.save('s-1', owner, 0, recordAt(now));

    const usage = { lastUsedAt: now + 1_000, expiresAt: now + 7_200_000 };
    expect(await store.confirm('s-1', owner, 1, usage)).toBe(true);
    expect(await store.load('s-1')).toMatchObject({ ...usage, version: 1, createdAt: now });
    expect(await store.list()).toEqual([expect.objectContaining(usage)]);
  });

  it('deletes a sandbox for good: no data, not listed, ended for every process', async () => {
    const { store } = under;
    const now = under.now();
    await store.acquire('s-1', owner);
    await store.save('s-1', owner, 0, recordAt(now));

    await store.delete('s-1', now + 3_600_000);

    expect(await store.load('s-1')).toBeNull();
    expect(await store.list()).toEqual([]);
    expect(await store.acquire('s-1', 'mock-2:run-a')).toEqual({
      version: 2,
      sandbox: null,
      ended: true,
    });
    // The copy held before the delete can neither be served nor saved back.
    expect(await store.confirm('s-1', owner, 1, { lastUsedAt: now, expiresAt: now + 1 })).toBe(
      false,
    );
    await expect(store.save('s-1', owner, 1, recordAt(now))).rejects.toThrow(SandboxEndedError);
    await expect(store.save('s-1', owner, 2, recordAt(now))).rejects.toThrow(SandboxEndedError);
  });

  it('forgets a deleted sandbox once its ended time has passed', async () => {
    const { store } = under;
    await store.delete('s-1', under.now() + 200);

    await under.passTime(220);

    expect(await store.acquire('s-1', owner)).toMatchObject({ sandbox: null, ended: false });
  });

  it('deletes a sandbox once it expires: no data, not listed, nothing to acquire', async () => {
    const { store } = under;
    await store.acquire('s-brief', owner);
    await store.save('s-brief', owner, 0, recordAt(under.now(), { expiresAt: under.now() + 200 }));
    await store.acquire('s-kept', owner);
    await store.save('s-kept', owner, 0, recordAt(under.now()));

    await under.passTime(220);

    expect(await store.load('s-brief')).toBeNull();
    expect((await store.list()).map(({ id }) => id)).toEqual(['s-kept']);
    expect(await store.acquire('s-brief', owner)).toEqual({
      version: 0,
      sandbox: null,
      ended: false,
    });
  });

  it('refuses a save from a copy of a sandbox that has expired since, which stays gone', async () => {
    const { store } = under;
    await store.acquire('s-brief', owner);
    await store.save('s-brief', owner, 0, recordAt(under.now(), { expiresAt: under.now() + 200 }));

    await under.passTime(220);

    const late = store.save('s-brief', owner, 1, recordAt(under.now()));
    await expect(late).rejects.toBeInstanceOf(StaleVersionError);
    expect(await store.load('s-brief')).toBeNull();
  });

  it('keeps a sandbox past its first expiry when a use moved it on', async () => {
    const { store } = under;
    const now = under.now();
    await store.acquire('s-1', owner);
    await store.save('s-1', owner, 0, recordAt(now, { expiresAt: now + 200 }));

    await store.confirm('s-1', owner, 1, { lastUsedAt: now, expiresAt: now + 3_600_000 });
    await under.passTime(220);

    expect(await store.load('s-1')).toMatchObject({ version: 1 });
  });

  if (kind !== 'memory')
    it('is shared: another process lists, loads and finds it', async () => {
      const { store } = under;
      await store.acquire('s-1', owner);
      await store.save('s-1', owner, 0, recordAt(under.now()));

      const other = await under.openAgain();

      expect((await other.list()).map(({ id }) => id)).toEqual(['s-1']);
      expect(await other.load('s-1')).toMatchObject({ version: 1, label: 'Smith Motors' });
    });

  if (kind !== 'memory')
    it('keeps every sandbox across a restart', async () => {
      const { store } = under;
      await store.acquire('s-1', owner);
      await store.save('s-1', owner, 0, recordAt(under.now(), { document: 'before the restart' }));
      await store.close();

      const restarted = await under.openAgain();

      expect(await restarted.load('s-1')).toMatchObject({
        version: 1,
        document: 'before the restart',
      });
    });

  if (kind === 'memory')
    it('keeps nothing across a restart', async () => {
      const { store } = under;
      await store.acquire('s-1', owner);
      await store.save('s-1', owner, 0, recordAt(under.now()));
      await store.close();

      expect(await (await under.openAgain()).load('s-1')).toBeNull();
    });
});

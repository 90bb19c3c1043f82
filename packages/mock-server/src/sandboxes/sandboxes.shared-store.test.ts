// Sandboxes in a store that several processes share (docs/demo-sandboxes.md, "Stores" and
// "More than one process"), with each store that can be shared: two apps on one store stand
// for two processes. The list covers both, a deleted sandbox is gone for both, an imported or
// scenario sandbox is served by either, and a process another has taken a sandbox from never
// writes its older copy back.
import type { Sandbox } from '@garage/api-types/demo-api';
import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { LeaseHeldError, type StoreKind } from '../sandbox-stores/sandbox-store.ts';
import { prefixOf, sandboxesUnderTest } from '../testing/sandboxes.ts';

const sharedStores: StoreKind[] = ['sqlite', 'redis'];
/** Short, so that another process takes a sandbox on soon after its last request here. */
const leaseMs = 300;
const lapse = () => sleep(leaseMs + 50);

describe.each(sharedStores)('sandboxes kept in %s, shared by two processes', (kind) => {
  const { hosted, another, restart, inside } = sandboxesUnderTest({ store: kind });

  /** Two apps on one store: the first is the helper's own, which `create` and `inside` use. */
  async function twoProcesses(): Promise<[FastifyInstance, FastifyInstance]> {
    const first = await hosted({ storeOptions: { leaseMs } });
    return [first, await another()];
  }

  const get = (app: FastifyInstance, prefix: string, url: string) =>
    app.inject({ method: 'GET', url: `${prefix}${url}` });

  /** A sandbox started and opened through `app`. */
  async function opened(app: FastifyInstance, body: object = {}): Promise<string> {
    const created = await app.inject({ method: 'POST', url: '/__demo/sandboxes', payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const prefix = prefixOf(created.json<Sandbox>());
    expect((await get(app, prefix, '/__demo/sandbox')).statusCode).toBe(200);
    return prefix;
  }

  const faultsIn = async (app: FastifyInstance, prefix: string) =>
    (await get(app, prefix, '/__demo/faults')).json<{ pathPattern: string }[]>();

  const addFault = (prefix: string) =>
    inside(prefix, {
      method: 'POST',
      url: '/__demo/faults',
      payload: { pathPattern: '/api/news/**', status: 503 },
    });

  it('are listed by either, whichever process serves them', async () => {
    const [first, second] = await twoProcesses();
    const onFirst = await opened(first, { label: 'On the first' });
    const onSecond = await opened(second, { label: 'On the second' });

    const listed = await get(first, '', '/__demo/sandboxes');
    expect(listed.json<{ label: string; portalUrl: string }[]>()).toEqual([
      expect.objectContaining({
        label: 'On the second',
        portalUrl: expect.stringContaining(onSecond),
      }),
      expect.objectContaining({
        label: 'On the first',
        portalUrl: expect.stringContaining(onFirst),
      }),
    ]);
  });

  it('end for both when deleted, and stay ended after a restart', async () => {
    const [first, second] = await twoProcesses();
    const prefix = await opened(first);
    await addFault(prefix);

    const deleted = await inside(prefix, { method: 'POST', url: '/__demo/sandbox/delete' });
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect((await get(second, prefix, '/__demo/sandbox')).statusCode).toBe(404);
    expect((await get(first, prefix, '/__demo/sandbox')).statusCode).toBe(404);
    expect((await get(first, '', '/__demo/sandboxes')).json()).toEqual([]);
    expect((await get(await restart(), prefix, '/__demo/sandbox')).statusCode).toBe(404);
  });

  it('started from a saved demo or with a scenario are served by either, as they were left', async () => {
    const [first, second] = await twoProcesses();
    const source = await opened(first);
    await addFault(source);
    const saved = await inside(source, { method: 'GET', url: '/__demo/sandbox/export' });
    const imported = await inside('', {
      method: 'POST',
      url: '/__demo/sandboxes/import',
      payload: saved.json<object>(),
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const fromDemo = prefixOf(imported.json<Sandbox>());
    const scenario = await opened(first, { scenario: 'busy-monday' });
    await addFault(scenario);
    await lapse();

    for (const prefix of [fromDemo, scenario]) {
      expect(await faultsIn(second, prefix), prefix).toEqual([
        expect.objectContaining({ pathPattern: '/api/news/**' }),
      ]);
    }
  });

  it('are taken on by another process once their lease runs out; the first never saves its older copy', async () => {
    const [first, second] = await twoProcesses();
    const prefix = await opened(first);
    const id = prefix.slice('/s/'.length);
    const held = first.sandboxes?.get(id)?.world;
    await lapse();

    await second.inject({
      method: 'POST',
      url: `${prefix}/__demo/faults`,
      payload: { pathPattern: '/api/stock/**', status: 500 },
    });
    // The first process's copy changes (as a step of its simulator would change it): refused.
    held?.faults.add({ pathPattern: '/api/news/**', status: 503 });
    await expect(held ? first.sandboxes?.save(held) : undefined).rejects.toThrow(LeaseHeldError);
    expect(first.sandboxes?.get(id)).toBeUndefined();

    // Once the second process's lease runs out, the first takes it from the store: the latest.
    await lapse();
    expect(await faultsIn(first, prefix)).toEqual([
      expect.objectContaining({ pathPattern: '/api/stock/**' }),
    ]);
  });

  it('a change to a sandbox another process ended meanwhile answers 404, as the ended sandbox does', async () => {
    // A long lease: the first process serves its copy without asking the store, as it does
    // within half a lease of its last call, so only the save can find the sandbox ended.
    const first = await hosted({ storeOptions: { leaseMs: 60_000 } });
    const second = await another();
    const prefix = await opened(first);
    await second.sandboxes?.end(prefix.slice('/s/'.length));

    const change = await addFault(prefix);
    expect(change.statusCode, change.body).toBe(404);
    expect(change.headers['retry-after']).toBeUndefined();
    expect(change.json<{ message: string }>().message).toMatch(/^This demo has ended/);
    expect((await get(first, prefix, '/__demo/faults')).statusCode).toBe(404);
  });
});

describe('sandboxes kept in redis, when Redis stops answering', () => {
  const { hosted, create, inside, stopStore } = sandboxesUnderTest({ store: 'redis' });

  it('a change answers 503 naming Redis with its wait, not a takeover by another server', async () => {
    await hosted({ storeOptions: { leaseMs: 60_000, offlineWaitMs: 2_000 } });
    const prefix = prefixOf(await create());
    const read = await inside(prefix, { method: 'GET', url: '/__demo/sandbox' });
    expect(read.statusCode, read.body).toBe(200);
    await stopStore();

    const change = await inside(prefix, {
      method: 'POST',
      url: '/__demo/faults',
      payload: { pathPattern: '/api/news/**', status: 503 },
    });
    expect(change.statusCode, change.body).toBe(503);
    expect(change.headers['retry-after']).toBe('2');
    expect(change.json<{ message: string }>().message).toMatch(
      /^The sandbox store, Redis at 127\.0\.0\.1:\d+, was not back within 2000 ms$/,
    );
  });
});

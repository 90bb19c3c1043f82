// Liveness and readiness (openapi/mock-demo-api.yaml, tag health), as a balancer or Docker asks.
import { describe, expect, it } from 'vitest';
import { prefixOf, sandboxesUnderTest } from '../../testing/sandboxes.ts';

const minute = 60_000;

describe('GET /healthz and /readyz', () => {
  const { build, hosted, create, inside, passTime } = sandboxesUnderTest();

  it('answer alive and ready, whatever fault rules a demo has set', async () => {
    const app = await build({ demoApi: true });
    const faulted = await app.inject({
      method: 'POST',
      url: '/__demo/faults',
      payload: { pathPattern: '/**', status: 500 },
    });
    expect(faulted.statusCode, faulted.body).toBe(201);
    expect((await app.inject({ url: '/api/user' })).statusCode).toBe(500);

    const alive = await app.inject({ url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'alive' });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('a process told to stop is alive but not ready while it drains, and serves what it is sent', async () => {
    const app = await hosted();
    const prefix = prefixOf(await create());
    const draining = app.drain(400);

    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json<{ message: string }>().message).toBe(
      'This mock process is stopping: send new requests to another',
    );
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const served = await inside(prefix, { method: 'GET', url: '/__demo/sandbox' });
    expect(served.statusCode, served.body).toBe(200);

    await draining;
    await expect(app.inject({ url: '/healthz' })).rejects.toThrow();
  });

  it('is not ready while every sandbox slot holds one in use, and ready once one is idle', async () => {
    const app = await hosted({ max: 1 });
    const prefix = prefixOf(await create());
    expect((await inside(prefix, { method: 'GET', url: '/__demo/sandbox' })).statusCode).toBe(200);

    const full = await app.inject({ url: '/readyz' });
    expect(full.statusCode).toBe(503);
    expect(full.json<{ message: string }>().message).toBe('Every demo sandbox slot here is in use');

    passTime(10 * minute);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('GET /readyz with a Redis store', () => {
  const { hosted, stopStore } = sandboxesUnderTest({ store: 'redis' });

  it('is not ready, at once, while Redis does not answer', async () => {
    const app = await hosted();
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    await stopStore();

    await expect.poll(async () => (await app.inject({ url: '/readyz' })).statusCode).toBe(503);
    const started = performance.now();
    const answer = await app.inject({ url: '/readyz' });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(answer.json<{ message: string }>().message).toMatch(
      /^The sandbox store does not answer: The sandbox store, Redis at 127\.0\.0\.1:\d+, is not connected$/,
    );
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

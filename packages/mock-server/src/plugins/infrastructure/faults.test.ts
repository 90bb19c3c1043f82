import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/test-app.ts';
import { globToRegExp } from '../../world/fault-rules.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(async () => {
  app.world.faults.clear();
  await app.world.resetStore();
});
afterAll(() => app.close());

describe('globToRegExp', () => {
  it.each([
    ['/api/connectplus/*', '/api/connectplus/enquiries', true],
    ['/api/connectplus/*', '/api/connectplus/response/101', false],
    ['/api/connectplus/**', '/api/connectplus/response/101', true],
    ['/api/**', '/api/user', true],
    ['/api/**', '/apis/user', false],
    ['/api/image/?', '/api/image/7', true],
    ['/api/image/?', '/api/image/77', false],
    ['/api/user', '/api/user/extra', false],
    ['/a.b(c)', '/a.b(c)', true],
    ['/a.b', '/aXb', false],
  ])('%s on %s: %s', (glob, path, matches) => {
    expect(globToRegExp(glob).test(path)).toBe(matches);
  });
});

describe('injected failures', () => {
  it('answer the rule’s status with an ErrorBody, before the token is checked', async () => {
    app.world.faults.add({ pathPattern: '/api/user', status: 503 });

    const response = await app.inject({ url: '/api/user' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Injected fault: rule 1 (/api/user) failed GET /api/user',
    });
  });

  it('default to 500 for an error rate without a status', async () => {
    app.world.faults.add({ pathPattern: '/api/**', errorRate: 1 });

    const response = await app.inject({ url: '/api/connectplus/garageuser' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      statusCode: 500,
      error: 'Internal Server Error',
      message: expect.stringMatching(/^Injected fault/),
    });
  });

  it('match the path without its query string, and leave other paths alone', async () => {
    const { headers } = await signIn(app);
    app.world.faults.add({ pathPattern: '/api/connectplus/getFactorEnquiries', status: 502 });

    const matching = await app.inject({
      url: '/api/connectplus/getFactorEnquiries?StartDate=2026-11-15&EndDate=2026-11-21&Acct=PMF1001',
      headers,
    });
    const other = await app.inject({ url: '/api/connectplus/garageuser', headers });

    expect(matching.statusCode).toBe(502);
    expect(other.statusCode).toBe(200);
  });

  it('fail a fixed share of requests: the first, then exactly errorRate of them', async () => {
    const { headers } = await signIn(app);
    app.world.faults.add({ pathPattern: '/api/user', errorRate: 0.25, status: 503 });

    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      statuses.push((await app.inject({ url: '/api/user', headers })).statusCode);
    }

    expect(statuses).toEqual([503, 200, 200, 200, 503, 200, 200, 200]);
    expect(app.world.faults.list()).toMatchObject([{ matched: 8, failed: 2 }]);
  });

  it('with a seed, fail at random at about errorRate, the same seed giving the same run', async () => {
    const { headers } = await signIn(app);
    const run = async (seed: number) => {
      app.world.faults.clear();
      app.world.faults.add({ pathPattern: '/api/user', errorRate: 0.3, seed });
      const statuses: number[] = [];
      for (let i = 0; i < 200; i += 1) {
        statuses.push((await app.inject({ url: '/api/user', headers })).statusCode);
      }
      return statuses;
    };

    const first = await run(7);
    const failures = first.filter((status) => status === 500).length;

    expect(failures).toBeGreaterThan(40);
    expect(failures).toBeLessThan(80);
    // Not the fixed pattern, which fails the first request and then every run of the same length.
    expect(first.slice(0, 10)).not.toEqual([500, 200, 200, 200, 500, 200, 200, 500, 200, 200]);
    expect(await run(7)).toEqual(first);
    expect(await run(8)).not.toEqual(first);
    expect(app.world.faults.list()).toMatchObject([{ seed: 8, matched: 200 }]);
  });

  it('carry the CORS headers, so a browser can read them', async () => {
    app.world.faults.add({ pathPattern: '/api/user', status: 500 });

    const response = await app.inject({
      url: '/api/user',
      headers: { origin: 'http://localhost:5173' },
    });

    expect(response.statusCode).toBe(500);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  it('spare everything but the supplier’s operations', async () => {
    app.world.faults.add({ pathPattern: '/**', status: 500 });

    const response = await app.inject({ url: '/no/such/route' });

    expect(response.statusCode).toBe(404);
    expect(app.world.faults.list()).toMatchObject([{ matched: 0 }]);
  });

  it('spare CORS preflights', async () => {
    app.world.faults.add({ pathPattern: '/**', status: 500 });

    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/user',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    });

    expect(response.statusCode).toBe(204);
  });

  it('come from the first failing rule when several match', async () => {
    app.world.faults.add({ pathPattern: '/api/**', errorRate: 0.5, status: 502 });
    app.world.faults.add({ pathPattern: '/api/user', status: 503 });

    const first = await app.inject({ url: '/api/user' });
    const second = await app.inject({ url: '/api/user' });

    expect(first.statusCode).toBe(502);
    expect(second.statusCode).toBe(503);
    expect(app.world.faults.list()).toMatchObject([
      { id: 1, matched: 2, failed: 1 },
      { id: 2, matched: 2, failed: 1 },
    ]);
  });
});

describe('injected latency', () => {
  it('delays a matching request, which then answers as usual', async () => {
    const { headers } = await signIn(app);
    app.world.faults.add({ pathPattern: '/api/user', latencyMs: 150 });

    const started = performance.now();
    const response = await app.inject({ url: '/api/user', headers });
    const took = performance.now() - started;

    expect(response.statusCode).toBe(200);
    expect(took).toBeGreaterThanOrEqual(145);
    expect(app.world.faults.list()).toMatchObject([{ errorRate: 0, status: 500, failed: 0 }]);
  });

  it('adds up the latencies of every matching rule, then fails', async () => {
    app.world.faults.add({ pathPattern: '/api/**', latencyMs: 80 });
    app.world.faults.add({ pathPattern: '/api/user', latencyMs: 80, status: 504 });

    const started = performance.now();
    const response = await app.inject({ url: '/api/user' });
    const took = performance.now() - started;

    expect(response.statusCode).toBe(504);
    expect(took).toBeGreaterThanOrEqual(155);
  });

  it('leaves requests that match no rule undelayed', async () => {
    app.world.faults.add({ pathPattern: '/api/connectplus/**', latencyMs: 1000 });

    const started = performance.now();
    await app.inject({ url: '/api/user' });

    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('rules', () => {
  it('are listed in the order they apply, with their defaults and counts', () => {
    app.world.faults.add({ pathPattern: '/api/user', latencyMs: 10 });
    app.world.faults.add({ pathPattern: '/api/**', errorRate: 0.5 });

    expect(app.world.faults.list()).toEqual([
      {
        id: 1,
        pathPattern: '/api/user',
        latencyMs: 10,
        errorRate: 0,
        status: 500,
        matched: 0,
        failed: 0,
      },
      {
        id: 2,
        pathPattern: '/api/**',
        latencyMs: 0,
        errorRate: 0.5,
        status: 500,
        matched: 0,
        failed: 0,
      },
    ]);
  });

  it('are all removed by clear, after which requests pass again', async () => {
    const { headers } = await signIn(app);
    app.world.faults.add({ pathPattern: '/api/user', status: 503 });
    app.world.faults.add({ pathPattern: '/api/**', status: 500 });

    const cleared = app.world.faults.clear();
    const response = await app.inject({ url: '/api/user', headers });

    expect(cleared).toBe(2);
    expect(app.world.faults.list()).toEqual([]);
    expect(response.statusCode).toBe(200);
  });
});

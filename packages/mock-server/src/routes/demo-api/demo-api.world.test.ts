import { loadOpenApiDocument, mockDemoApiPath } from '@garage/api-types/openapi';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failingLicenceCode, fixtures } from '../../records/data/fixtures.ts';
import { demoApiHelpers } from '../../testing/demo-api.ts';
import { buildTestApp, signIn, snapshot } from '../../testing/test-app.ts';
import { demoHandlers } from './index.ts';

const hour = 3_600_000;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ demoApi: true });
});
beforeEach(async () => {
  app.world.faults.clear();
  await app.world.resetStore();
});
afterAll(() => app.close());

const { post } = demoApiHelpers(() => app);

describe('the demo API', () => {
  it('is not served unless the app is built with demoApi', async () => {
    const plain = await buildTestApp();

    const licences = await plain.inject({ url: '/__demo/licences' });
    const reset = await plain.inject({ method: 'POST', url: '/__demo/reset' });

    expect(licences.statusCode).toBe(404);
    expect(reset.statusCode).toBe(404);
    await plain.close();
  });

  it('has a handler for exactly the operations of its document', async () => {
    const operationIds = Object.values((await loadOpenApiDocument(mockDemoApiPath)).paths).flatMap(
      (methods) => Object.values(methods).map((operation) => operation.operationId),
    );

    expect(operationIds.sort()).toEqual(Object.keys(demoHandlers).sort());
  });

  it('needs no token and is never faulted', async () => {
    await post('/__demo/faults', { pathPattern: '/**', status: 500 });

    const response = await app.inject({ url: '/__demo/faults' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject([{ pathPattern: '/**', matched: 0 }]);
  });
});

describe('POST /__demo/reset', () => {
  it('brings back exactly the seed', async () => {
    const seed = snapshot(app);
    await post('/__demo/enquiries/101/cancel', { Reason: 'Gone' });
    await post('/__demo/garages/1/enquiries', { Reg: 'AB12 CDE', Parts: 'Wipers' });
    expect(snapshot(app)).not.toBe(seed);

    const response = await post('/__demo/reset');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(snapshot(app)).toBe(seed);
  });

  it('makes a running simulator time the seed afresh', async () => {
    const withSimulator = await buildTestApp({
      demoApi: true,
      simulator: { quoteAfterMs: hour, dispatchAfterMs: hour },
    });
    withSimulator.world.clock.advance(hour);

    await withSimulator.inject({ method: 'POST', url: '/__demo/reset' });
    const report = await withSimulator.world.simulator?.step();

    expect(report?.quoted).toEqual([]);
    await withSimulator.close();
  });
});

describe('GET /__demo/licences', () => {
  it('lists every seeded user’s code with the garage, and marks the failing code', async () => {
    const response = await app.inject({ url: '/__demo/licences' });

    const licences = response.json<{ LicenceCode: string; Fails: boolean }[]>();
    expect(response.statusCode).toBe(200);
    expect(licences).toHaveLength(app.world.db.users.all().length + 1);
    expect(licences).toContainEqual({
      LicenceCode: fixtures.licenceCodes.dave,
      Fails: false,
      UserID: fixtures.users.dave,
      GarageUserName: 'dave.hughes',
      GarageName: 'Kirkstall Road Garage',
    });
    expect(licences.at(-1)).toEqual({
      LicenceCode: failingLicenceCode,
      Fails: true,
      UserID: null,
      GarageUserName: null,
      GarageName: null,
    });
  });
});

describe('faults through the demo API', () => {
  it('adds a rule that fails supplier calls, lists it and clears it', async () => {
    const { headers } = await signIn(app);

    const added = await post('/__demo/faults', { pathPattern: '/api/connectplus/*', status: 503 });
    const failed = await app.inject({ url: '/api/connectplus/garageuser', headers });
    const listed = await app.inject({ url: '/__demo/faults' });
    const cleared = await post('/__demo/faults/clear');
    const passed = await app.inject({ url: '/api/connectplus/garageuser', headers });

    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      id: 1,
      pathPattern: '/api/connectplus/*',
      latencyMs: 0,
      errorRate: 1,
      status: 503,
      matched: 0,
      failed: 0,
    });
    expect(failed.statusCode).toBe(503);
    expect(failed.json<{ message: string }>().message).toMatch(/^Injected fault/);
    expect(listed.json()).toMatchObject([{ id: 1, matched: 1, failed: 1 }]);
    expect(cleared.json()).toEqual({ cleared: 1 });
    expect(passed.statusCode).toBe(200);
  });

  it('adds a latency-only rule', async () => {
    const response = await post('/__demo/faults', { pathPattern: '/api/user', latencyMs: 40 });

    expect(response.json()).toMatchObject({ latencyMs: 40, errorRate: 0 });
  });
});

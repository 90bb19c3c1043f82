// scripts/verify-supplier, run in CI against the mock server standing in for the supplier:
// a device activated through the API, only the interactions that change nothing replayed, no
// provider-state set-up.
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../mock-server/src/app.ts';
import { fixtures } from '../../mock-server/src/store/seed-fixtures.ts';
import { optionsFromEnv, readOnlyOperations, verifySupplier } from '../scripts/verify-supplier.ts';
import { loadDocument, matchOperation, operationsOf } from './openapi.ts';
import { defaultPactFile } from './pact-file.ts';

let app: FastifyInstance;
let baseUrl: string;
const served: { method: string; url: string }[] = [];

beforeAll(async () => {
  app = await buildApp({ seed: 1, tokenLifetimeMs: 60 * 60 * 1000, validateResponses: true });
  app.addHook('onRequest', async (request) => {
    served.push({ method: request.method, url: request.url });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

describe('verify-supplier against the mock supplier', () => {
  it('replays the read-only interactions, all passing, and attempts no write', async () => {
    expect(existsSync(defaultPactFile), 'no pact: run the consumer tests first').toBe(true);
    const deviceId = crypto.randomUUID();
    const activation = await fetch(`${baseUrl}/api/authenticate/mobile/activate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        DeviceID: deviceId,
        EntryCode: fixtures.licenceCodes.dave,
        DeviceDescription: 'Desktop',
        OneSignalID: deviceId,
      }),
    });
    expect(activation.status).toBe(202);
    served.length = 0;

    const report = await verifySupplier(
      optionsFromEnv({ SUPPLIER_BASE_URL: baseUrl, SUPPLIER_DEVICE_ID: deviceId }),
    );
    console.log(report.text);

    const gets = report.results.filter((r) => r.request.startsWith('GET '));
    expect(gets.length).toBeGreaterThan(0);
    expect(gets.filter((r) => r.outcome !== 'passed')).toEqual([]);
    expect(report.results).toContainEqual(
      expect.objectContaining({
        operationId: 'getDeviceToken',
        outcome: 'passed',
        request: `GET /api/authenticate/mobile/${deviceId}`,
      }),
    );
    for (const result of report.results.filter((r) => !r.request.startsWith('GET '))) {
      if (readOnlyOperations.has(result.operationId)) continue;
      expect(result).toMatchObject({
        outcome: 'skipped',
        reasons: [expect.stringContaining('SUPPLIER_VERIFY_WRITES=1')],
      });
    }
    expect(report.ok).toBe(true);
    expect(report.text).toMatch(/\d+ passed, 0 failed, \d+ skipped/);

    const operations = operationsOf(loadDocument());
    const writes = served.filter(({ method, url }) => {
      const operationId = matchOperation(operations, method, url)?.operationId ?? '';
      return method !== 'GET' && !readOnlyOperations.has(operationId);
    });
    expect(writes).toEqual([]);
    expect(served.length).toBeGreaterThan(0);
  }, 120_000);

  it('needs a base URL and credentials from the environment', () => {
    expect(() => optionsFromEnv({})).toThrow(/SUPPLIER_BASE_URL/);
    expect(() => optionsFromEnv({ SUPPLIER_BASE_URL: baseUrl })).toThrow(/SUPPLIER_DEVICE_ID/);
    expect(optionsFromEnv({ SUPPLIER_BASE_URL: `${baseUrl}/`, SUPPLIER_TOKEN: 't' })).toMatchObject(
      {
        baseUrl,
        token: 't',
        writes: false,
      },
    );
  });
});

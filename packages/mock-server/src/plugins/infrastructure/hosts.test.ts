import { loadOpenApiDocument } from '@garage/api-types/openapi';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { fixtures } from '../../records/data/fixtures.ts';
import { signIn, testNow } from '../../testing/test-app.ts';
import { operationHosts, type HostOrigins } from './hosts.ts';

const portal = 'http://portal.garage.test';
const account = fixtures.accounts.pennineLeeds;

let app: FastifyInstance;
let hosts: HostOrigins;
let headers: Record<string, string>;
beforeAll(async () => {
  app = await buildApp({
    seed: 1,
    clockStart: testNow,
    frozenClock: true,
    tokenLifetimeMs: 60 * 60 * 1000,
    validateResponses: true,
    demoApi: true,
    corsOrigins: [portal],
  });
  hosts = await app.listenOnHosts({ ports: { api: 0, mapping: 0, company: 0, supplier: 0 } });
  ({ headers } = await signIn(app, 'dave'));
});
afterAll(() => app.close());

const get = (host: keyof HostOrigins, path: string) =>
  fetch(`${hosts[host]}${path}`, { headers: { ...headers, origin: portal } });

describe('which host serves each operation', () => {
  it('follows each operation’s servers in the OpenAPI document', async () => {
    const byOperation = operationHosts(await loadOpenApiDocument());
    expect(byOperation.get('getCompanyLookup')).toEqual(['mapping']);
    expect(byOperation.get('addDevice')).toEqual(['company']);
    expect(byOperation.get('getReturns')).toEqual(['company']);
    expect(byOperation.get('getInTransit')).toEqual(['company']);
    expect(byOperation.get('getBulletins')).toEqual(['company', 'supplier']);
    expect(byOperation.get('getCantSupplyReasons')).toEqual(['supplier']);
    expect(byOperation.get('getEnquiries')).toEqual(['api']);
    expect(byOperation.get('getDeviceToken')).toEqual(['api']);
  });
});

describe('the mock on four hosts', () => {
  it('gives each host its own port', () => {
    expect(new Set(Object.values(hosts)).size).toBe(4);
  });

  it.each([
    ['mapping', `/api/getCompany/${fixtures.companies.pennine}`],
    ['company', `/api/garage/returnparts/list/${account}`],
    ['company', `/api/run/getInTransit/${account}`],
    ['company', `/api/promotions/${account}`],
    ['supplier', `/api/promotions/${account}`],
    [
      'supplier',
      `/api/salesassist/cplusassist/cantsupply/${fixtures.enquiries.cancelledWithReason}`,
    ],
    ['api', '/api/user'],
    ['api', '/__demo/licences'],
  ] as const)('the %s host answers %s', async (host, path) => {
    expect((await get(host, path)).status).toBe(200);
  });

  it.each([
    ['api', `/api/getCompany/${fixtures.companies.pennine}`],
    ['company', `/api/getCompany/${fixtures.companies.pennine}`],
    ['api', `/api/garage/returnparts/list/${account}`],
    ['supplier', `/api/run/getInTransit/${account}`],
    ['api', `/api/promotions/${account}`],
    ['api', `/api/salesassist/cplusassist/cantsupply/${fixtures.enquiries.cancelledWithReason}`],
    ['mapping', '/api/user'],
    ['company', '/api/connectplus/partlist'],
    ['supplier', '/__demo/licences'],
  ] as const)('the %s host refuses %s with a 404 naming the host', async (host, path) => {
    const response = await get(host, path);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      message: `No route GET ${path} on the ${host} host`,
    });
    // Readable by the portal, so it shows the error rather than a CORS failure.
    expect(response.headers.get('access-control-allow-origin')).toBe(portal);
  });

  it('names the company host in the company lookup', async () => {
    const response = await get('mapping', `/api/getCompany/${fixtures.companies.pennine}`);
    expect(await response.json()).toEqual([{ CompanyDomain: hosts.company }]);
  });

  it('names the company host where callers reach it, when a proxy stands in front', async () => {
    const proxied = await buildApp({
      seed: 1,
      clockStart: testNow,
      frozenClock: true,
      tokenLifetimeMs: 60 * 60 * 1000,
    });
    const watch = 'http://127.0.0.1:4112';
    const origins = await proxied.listenOnHosts({
      ports: { api: 0, mapping: 0, company: 0, supplier: 0 },
      reachedAt: { company: watch },
    });
    const signedIn = await signIn(proxied, 'dave');
    const response = await fetch(
      `${origins.mapping}/api/getCompany/${fixtures.companies.pennine}`,
      {
        headers: signedIn.headers,
      },
    );
    expect(await response.json()).toEqual([{ CompanyDomain: watch }]);
    await proxied.close();
  });

  it('links bulletin files to the host that listed them, which serves them', async () => {
    const response = await get('supplier', `/api/promotions/${account}`);
    const [bulletin] = (await response.json()) as { ThumbnailPath: string }[];
    expect(bulletin?.ThumbnailPath.startsWith(`${hosts.supplier}/assets/`)).toBe(true);
    const thumbnail = bulletin?.ThumbnailPath ?? '';
    expect((await fetch(thumbnail)).status).toBe(200);
    expect((await fetch(thumbnail.replace(hosts.supplier, hosts.api))).status).toBe(404);
  });
});

describe('CORS, as a real supplier host must answer a portal on another origin', () => {
  const preflight = (origin: string) =>
    fetch(`${hosts.company}/api/garage/addDevice/`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,token',
      },
    });

  it('allows the portal’s origin, the token headers, and caches the preflight', async () => {
    const response = await preflight(portal);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(portal);
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'token, authorization, content-type',
    );
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST');
    expect(response.headers.get('access-control-max-age')).toBe('600');
  });

  it('does not allow another origin', async () => {
    const response = await preflight('http://elsewhere.test');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

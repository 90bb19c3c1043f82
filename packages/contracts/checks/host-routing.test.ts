// The routing the contract checks send Pact's requests through: each request to the host its
// operation lives on, by the OpenAPI document.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allHosts } from '@garage/openapi-checks/hosts';
import {
  createHostRouter,
  hostRoles,
  startRoutingProxy,
  type HostRole,
  type HostUrls,
  type RoutingProxy,
} from './host-routing.ts';

const route = await createHostRouter();

describe('which host a request goes to', () => {
  it.each([
    ['GET', '/api/getCompany/1', 'getCompanyLookup', 'mapping'],
    ['POST', '/api/garage/addDevice/', 'addDevice', 'company'],
    ['GET', '/api/garage/returnparts/list/PMF1001', 'getReturns', 'company'],
    ['GET', '/api/run/getInTransit/PMF1001?depots=true', 'getInTransit', 'company'],
    // On the company's host and the supplier host: the company host is verified.
    ['GET', '/api/promotions/PMF1001', 'getBulletins', 'company'],
    ['GET', '/api/salesassist/cplusassist/cantsupply/106', 'getCantSupplyReasons', 'supplier'],
    ['GET', '/api/authenticate/mobile/some-device', 'getDeviceToken', 'api'],
    ['POST', '/api/connectplus/enquiries', 'getEnquiries', 'api'],
  ] as const)('%s %s (%s): the %s host', (method, path, operationId, role) => {
    expect(route(method, path)).toEqual({ role, operationId });
  });

  it('sends a request no operation matches to the main API', () => {
    expect(route('GET', '/nowhere')).toEqual({ role: 'api', operationId: undefined });
    expect(route('DELETE', '/api/getCompany/1')).toEqual({ role: 'api', operationId: undefined });
  });
});

describe('the routing proxy', () => {
  type Echo = { host: HostRole; method: string; url: string; hostHeader: string; body: string };
  const servers: Server[] = [];
  let hosts: HostUrls;
  let proxy: RoutingProxy;

  beforeAll(async () => {
    const origins: Partial<HostUrls> = {};
    for (const role of hostRoles) {
      // Each host echoes what reached it; the company host sits under a path prefix.
      const server = createServer((request, response) => {
        let body = '';
        request.setEncoding('utf8');
        request.on('data', (chunk: string) => (body += chunk));
        request.on('end', () => {
          const echo: Echo = {
            host: role,
            method: request.method ?? '',
            url: request.url ?? '',
            hostHeader: request.headers.host ?? '',
            body,
          };
          response.writeHead(201, { 'content-type': 'application/json', 'x-host': role });
          response.end(JSON.stringify(echo));
        });
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      servers.push(server);
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      origins[role] = role === 'company' ? `${origin}/pennine/` : origin;
    }
    hosts = origins as HostUrls;
    proxy = await startRoutingProxy(hosts);
  });
  afterAll(async () => {
    await proxy.close();
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  });

  const send = async (method: string, path: string, body?: string) => {
    const response = await fetch(`${proxy.url}${path}`, { method, body });
    return { response, echo: (await response.json()) as Echo };
  };

  it('forwards each request to its host, with that host’s Host header', async () => {
    const { response, echo } = await send('GET', '/api/getCompany/1?x=1');
    expect(response.status).toBe(201);
    expect(response.headers.get('x-host')).toBe('mapping');
    expect(echo).toMatchObject({
      host: 'mapping',
      method: 'GET',
      url: '/api/getCompany/1?x=1',
      hostHeader: new URL(hosts.mapping).host,
    });
    expect((await send('GET', '/api/user')).echo.host).toBe('api');
    expect((await send('GET', '/api/salesassist/cplusassist/cantsupply/7')).echo.host).toBe(
      'supplier',
    );
  });

  it('keeps a host’s path prefix and forwards the body', async () => {
    const { echo } = await send('POST', '/api/garage/addDevice/', '{"DeviceID":"d"}');
    expect(echo).toMatchObject({
      host: 'company',
      method: 'POST',
      url: '/pennine/api/garage/addDevice/',
      body: '{"DeviceID":"d"}',
    });
  });

  it('answers 502 naming the host that does not answer', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((done) => closed.close(done));
    const broken = await startRoutingProxy({ ...allHosts(hosts.api), supplier: gone });
    try {
      const response = await fetch(`${broken.url}/api/salesassist/cplusassist/cantsupply/7`);
      expect(response.status).toBe(502);
      expect(await response.text()).toMatch(
        new RegExp(`^The supplier host at ${gone}/ did not answer: .*ECONNREFUSED`),
      );
      expect((await fetch(`${broken.url}/api/user`)).status).toBe(201);
    } finally {
      await broken.close();
    }
  });
});

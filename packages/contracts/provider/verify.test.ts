// Provider verification: Pact replays every interaction of the consumer pact against the mock
// supplier on its four hosts (main API, mapping, company, supplier: each its own loopback port,
// answering only its own operations), each request sent to its operation's host through the
// routing proxy verify-supplier uses, with the store set up by the interaction's provider state.
import { buildApp } from '@garage/mock-server';
import { loadOpenApiDocument } from '@garage/api-types/openapi';
import { operationHosts, type HostRole } from '@garage/mock-server/hosts';
import { Verifier } from '@pact-foundation/pact';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostRouter, startRoutingProxy, type RoutingProxy } from '../checks/host-routing.ts';
import { pactFile, providerName } from '../src/pact.ts';
import { activateDevice, type ProviderSession } from './provider-session.ts';
import { createStateHandlers } from './states/index.ts';
import { withRealToken } from './request-filter.ts';

let app: FastifyInstance;
let proxy: RoutingProxy;
const route = await createHostRouter();
/** Each request a host answered (the state set-up's own, injected, are not among them). */
const served: { host: HostRole; operationId: string | undefined }[] = [];

beforeAll(async () => {
  app = await buildApp({
    seed: 1,
    tokenLifetimeMs: 60 * 60 * 1000,
    // An answer that drifts from the OpenAPI document fails as a 500 naming the field.
    validateResponses: true,
  });
  const roleByPort = new Map<number, HostRole>();
  app.addHook('onResponse', async (request) => {
    const host = roleByPort.get(request.socket.localPort ?? 0);
    if (host) served.push({ host, operationId: route(request.method, request.url).operationId });
  });
  const origins = await app.listenOnHosts({
    host: '127.0.0.1',
    ports: { api: 0, mapping: 0, company: 0, supplier: 0 },
  });
  for (const [role, origin] of Object.entries(origins))
    roleByPort.set(Number(new URL(origin).port), role as HostRole);
  // Pact sends every interaction to one base URL: the proxy sends each on to its host.
  proxy = await startRoutingProxy(origins, route);
});

afterAll(async () => {
  await proxy.close();
  await app.close();
});

/** Every provider state the pact's interactions name. */
function statesNamedIn(file: string): string[] {
  const pact = JSON.parse(readFileSync(file, 'utf8')) as {
    interactions: { providerStates?: { name: string }[] }[];
  };
  return [
    ...new Set(
      pact.interactions.flatMap((interaction) =>
        (interaction.providerStates ?? []).map((state) => state.name),
      ),
    ),
  ];
}

describe('the mock supplier honours the portal’s pact', () => {
  it('passes every interaction', async () => {
    expect(existsSync(pactFile), `no pact at ${pactFile}: run the consumer tests first`).toBe(true);
    const session: ProviderSession = { token: undefined };
    const states = createStateHandlers({ app, session });
    const unhandled = statesNamedIn(pactFile).filter((name) => !(name in states.handlers));
    expect(unhandled, 'provider states the pact names but no handler sets up').toEqual([]);
    const verifier = new Verifier({
      provider: providerName,
      providerBaseUrl: proxy.url,
      pactUrls: [pactFile],
      logLevel: 'warn',
      beforeEach: async () => {
        await app.world.resetStore();
        await activateDevice(app, session);
      },
      stateHandlers: states.handlers,
      requestFilter: withRealToken(session),
    });

    await expect(verifier.verifyProvider()).resolves.toBeDefined();
    expect(states.failures, 'provider states whose set-up failed').toEqual([]);
    // Every host answered its own operations, and only those.
    const hostsOf = operationHosts(await loadOpenApiDocument());
    const misrouted = served.filter(
      ({ host, operationId }) => !(hostsOf.get(operationId ?? '') ?? ['api']).includes(host),
    );
    expect(misrouted).toEqual([]);
    expect(new Set(served.map(({ host }) => host))).toEqual(
      new Set(['api', 'mapping', 'company', 'supplier']),
    );
  }, 120_000);
});

// Provider verification: Pact replays every interaction of the consumer pact against the mock
// supplier on a free loopback port, with the store set up by the interaction's provider state.
import { Verifier } from '@pact-foundation/pact';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../mock-server/src/app.ts';
import { pactFile, providerName } from '../src/pact.ts';
import { activateDevice, type ProviderSession } from './provider-session.ts';
import { createStateHandlers } from './states/index.ts';
import { withRealToken } from './request-filter.ts';

let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  app = await buildApp({
    seed: 1,
    tokenLifetimeMs: 60 * 60 * 1000,
    // An answer that drifts from the OpenAPI document fails as a 500 naming the field.
    validateResponses: true,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(() => app.close());

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
      providerBaseUrl: baseUrl,
      pactUrls: [pactFile],
      logLevel: 'warn',
      beforeEach: async () => {
        await app.resetStore();
        await activateDevice(app, session);
      },
      stateHandlers: states.handlers,
      requestFilter: withRealToken(session),
    });

    await expect(verifier.verifyProvider()).resolves.toBeDefined();
    expect(states.failures, 'provider states whose set-up failed').toEqual([]);
  }, 120_000);
});

// The provider states the consumer pacts name, each setting the mock's store up for one
// interaction. The store is reset and the consumer device activated for dave before every
// interaction (verify.test.ts), so a state only adds what its name promises.
import type { VerifierOptions } from '@pact-foundation/pact';
import type { FastifyInstance } from 'fastify';
import { deviceActivatedState } from '../src/pact.ts';
import type { ProviderSession } from './provider-session.ts';

/** A state that needs nothing beyond the seed: checked, so a renamed fixture fails loudly. */
function seedHas(app: FastifyInstance, what: string, present: () => boolean) {
  return async () => {
    if (!present()) throw new Error(`Provider state set-up failed: the seed has no ${what}`);
  };
}

export function createStateHandlers(
  app: FastifyInstance,
  _session: ProviderSession,
): NonNullable<VerifierOptions['stateHandlers']> {
  const { db } = app;
  return {
    [deviceActivatedState]: async () => undefined,
    'garage 1 belongs to company 1, Pennine Motor Factors': seedHas(app, 'company 1', () =>
      Boolean(db.companies.findFirst((q) => q.where({ CompanyID: 1 }))),
    ),
  };
}

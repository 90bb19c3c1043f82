import type { VerifierOptions } from '@pact-foundation/pact';
import type { FastifyInstance } from 'fastify';
import type { ProviderSession } from '../provider-session.ts';

export type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;
export type StateContext = { app: FastifyInstance; session: ProviderSession };

/** A state the seed already gives: checked, so a renamed fixture fails loudly, not silently. */
export function seedHas(what: string, present: () => boolean) {
  return async () => {
    if (!present()) throw new Error(`Provider state set-up failed: the seed has no ${what}`);
  };
}

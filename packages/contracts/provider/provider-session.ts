// What the provider side keeps between an interaction's state set-up and its request: the real
// token of the device the consumer tests run as, swapped into each replayed request.
import { signIn, type SeedUser } from '@garage/mock-server/testing';
import type { FastifyInstance } from 'fastify';
import { deviceId } from '../src/pact.ts';

export type ProviderSession = {
  /** The token replayed requests carry instead of the pact's sample; none leaves them as they are. */
  token: string | undefined;
};

/** Activates the consumer tests' device for a seed user and keeps its token. */
export async function activateDevice(
  app: FastifyInstance,
  session: ProviderSession,
  user: SeedUser = 'dave',
): Promise<void> {
  session.token = (await signIn(app, user, deviceId)).token;
}

// What the provider side keeps between an interaction's state set-up and its request: the real
// token of the device the consumer tests run as, swapped into each replayed request.
import type { FastifyInstance } from 'fastify';
import { fixtures } from '../../mock-server/src/store/seed-fixtures.ts';
import { deviceId } from '../src/pact.ts';

export type ProviderSession = {
  /** The token replayed requests carry instead of the pact's sample; none leaves them as they are. */
  token: string | undefined;
};

type SeedUser = keyof typeof fixtures.licenceCodes;

/** Activates the consumer tests' device for a seed user and keeps its token. */
export async function activateDevice(
  app: FastifyInstance,
  session: ProviderSession,
  user: SeedUser = 'dave',
): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/authenticate/mobile/activate',
    payload: {
      DeviceID: deviceId,
      EntryCode: fixtures.licenceCodes[user],
      DeviceDescription: 'Desktop',
      OneSignalID: deviceId,
    },
  });
  if (response.statusCode !== 202) {
    throw new Error(`State set-up could not activate ${deviceId} for ${user}: ${response.body}`);
  }
  session.token = response.json<{ token: string }>().token;
}

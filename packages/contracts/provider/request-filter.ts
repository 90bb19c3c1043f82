import type { VerifierOptions } from '@pact-foundation/pact';
import type { ProviderSession } from './provider-session.ts';

/**
 * The pact's requests carry a sample token; the replayed ones carry the real token of the
 * device the state set-up activated, in both headers the portal sends.
 */
export function withRealToken(
  session: ProviderSession,
): NonNullable<VerifierOptions['requestFilter']> {
  return (request, _response, next) => {
    if (session.token && request.headers.token !== undefined) {
      request.headers.token = session.token;
      request.headers.authorization = `Bearer ${session.token}`;
    }
    next();
  };
}

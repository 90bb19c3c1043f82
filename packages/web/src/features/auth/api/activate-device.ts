import type { ApiClient } from '../../../lib/api-client.ts';
import { ApiError } from '@garage/app-kit';

export type ActivationOutcome =
  | { kind: 'activated' }
  | { kind: 'invalid-code' }
  | { kind: 'failed' }
  /** Too many wrong codes lately; `waitSeconds` from Retry-After, null when it gave none. */
  | { kind: 'throttled'; waitSeconds: number | null };

/** Retry-After in whole seconds (the supplier sends seconds, not a date); null otherwise. */
function retryAfterSeconds(response: Response): number | null {
  const value = Number(response.headers.get('retry-after'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * POST the licence code for this device: 202 with a token activates, 404 is an unknown code,
 * 429 asks the device to wait, 500 failed (docs/supplier-calls.md#activation). Anything else is
 * thrown for the screen to word: fetch's own TypeError when no answer came, an ApiError for
 * another status, an Error for a 202 without a token.
 */
export async function activateDevice(
  client: ApiClient,
  deviceId: string,
  code: string,
): Promise<ActivationOutcome> {
  const { data, error, response } = await client.POST('/api/authenticate/mobile/activate', {
    body: {
      DeviceID: deviceId,
      EntryCode: code,
      DeviceDescription: 'Desktop',
      OneSignalID: deviceId,
    },
  });
  // Success is a 202 that carries the device's token; a 202 without one is no activation.
  if (response.status === 202) {
    if (typeof data?.token === 'string' && data.token !== '') return { kind: 'activated' };
    throw new Error('The supplier accepted the licence code (202) but sent no token');
  }
  if (response.status === 404) return { kind: 'invalid-code' };
  if (response.status === 429)
    return { kind: 'throttled', waitSeconds: retryAfterSeconds(response) };
  if (response.status === 500) return { kind: 'failed' };
  throw new ApiError(response.status, error);
}

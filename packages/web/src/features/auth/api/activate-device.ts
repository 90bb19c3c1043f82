import type { ApiClient } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

export type ActivationOutcome = 'activated' | 'invalid-code' | 'failed';

/** POST the licence code for this device; 202 activates, 404 is an unknown code, 500 failed. */
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
  if (response.status === 202 && data) return 'activated';
  if (response.status === 404) return 'invalid-code';
  if (response.status === 500) return 'failed';
  throw new ApiError(response.status, error);
}

// Signing the benchmarks' browser in as the login screen would: one device activated with the
// mock, and its id where the portal reads it.
import { randomUUID } from 'node:crypto';

// Dave's licence code in the mock's seed (packages/mock-server/src/store/data/fixtures.ts).
const licenceCode = '20461379';
// The portal's device id key (packages/web/src/lib/device-id.ts).
const deviceIdKey = 'onesignalId';

/**
 * Activates a new device with the mock at `apiOrigin` and gives the localStorage entries that
 * make the portal open signed in with it.
 */
export async function signedInStorage(apiOrigin: string): Promise<Record<string, string>> {
  const deviceId = randomUUID();
  const response = await fetch(`${apiOrigin}/api/authenticate/mobile/activate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      DeviceID: deviceId,
      EntryCode: licenceCode,
      DeviceDescription: 'Desktop',
      OneSignalID: deviceId,
    }),
  });
  if (response.status !== 202) {
    throw new Error(`Activation answered ${response.status}: ${await response.text()}`);
  }
  return { [deviceIdKey]: deviceId };
}

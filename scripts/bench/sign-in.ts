// Signing the benchmarks' browser in as the login screen would: one device activated with the
// mock, and its id where the portal reads it.
import { randomUUID } from 'node:crypto';
import type { Browser } from '@garage/e2e/launch-chromium';

// Dave's licence code in the mock's seed (packages/mock-server/src/records/data/fixtures.ts).
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

type Context = Awaited<ReturnType<Browser['newContext']>>;

/**
 * A new page of `context` whose device is signed in with the mock at `origin`, left on a file of
 * that origin (its config.json), where the storage was written: the next visit is the measured one.
 */
export async function signedInPage(context: Context, origin: string) {
  const storage = await signedInStorage(origin);
  const page = await context.newPage();
  await page.goto(`${origin}/config.json`);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  return page;
}

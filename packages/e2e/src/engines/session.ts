// Signing an engine's page in as a seed user, as the Chromium harness does (../harness/session.ts):
// a device activated through the supplier API, its id where the portal reads it.
import { activationOf, deviceIdKey, type SeedUser } from '../harness/session.ts';
import type { Portal } from './portal.ts';

/**
 * Activates a new device for `user` and stores its id in the page's origin under the sandbox's
 * prefix, from a small file of the sandbox (no portal load); the next `open` lands signed in.
 * Returns the device id.
 */
export async function signIn(portal: Portal, user: SeedUser): Promise<string> {
  const deviceId = crypto.randomUUID();
  const activation = activationOf(user, deviceId);
  const response = await fetch(new URL('api/authenticate/mobile/activate', portal.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(activation),
  });
  if (response.status !== 202) {
    throw new Error(`Activating ${user} failed: ${response.status} ${await response.text()}`);
  }
  await portal.open('favicon.svg');
  const key = `${new URL(portal.baseUrl).pathname}${deviceIdKey}`;
  await portal.evaluate(
    (name: string, id: string) => localStorage.setItem(name, id),
    key,
    deviceId,
  );
  return deviceId;
}

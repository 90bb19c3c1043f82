// Signing a browser in as a seed user, and reading what the supplier API answers that device.
import type { ActivationRequest, TokenResponse } from '@garage/api-types';
import { fixtures } from '@garage/mock-server/seed-fixtures';
import type { Page } from 'playwright-core';
import { baseOf, storageKey } from './browser.ts';

export type SeedUser = keyof typeof fixtures.licenceCodes;

// Not imported from the portal: earlier portal builds used this name, so it is a contract.
export const deviceIdKey = 'onesignalId';

/**
 * Activates a new device for a seed user through the supplier API and stores its id where the
 * portal reads it, before any page of the context loads: the next page.goto lands signed in.
 * `apiUrl` is the main API's origin where it is not the page's (four-origins.ts). Returns the
 * device id.
 */
/** The activation a new desktop device of a seed user sends (both suites' signIn). */
export const activationOf = (user: SeedUser, deviceId: string): ActivationRequest => ({
  DeviceID: deviceId,
  EntryCode: fixtures.licenceCodes[user],
  DeviceDescription: 'Desktop',
  OneSignalID: deviceId,
});

export async function signIn(page: Page, user: SeedUser, apiUrl?: string): Promise<string> {
  const deviceId = crypto.randomUUID();
  const activation = activationOf(user, deviceId);
  const activate = new URL('api/authenticate/mobile/activate', apiUrl ?? baseOf(page));
  const response = await page.request.post(activate.href, { data: activation });
  if (response.status() !== 202) {
    throw new Error(`Activating ${user} failed: ${response.status()} ${await response.text()}`);
  }
  await page
    .context()
    // Only in web documents with storage: not in a new page's about:blank, where reading
    // localStorage throws, nor in Chromium's PDF viewer inside a bulletin's frame, whose
    // localStorage is null.
    .addInitScript(
      ([key, id]) => {
        if (!location.protocol.startsWith('http')) return;
        (globalThis.localStorage as Storage | null)?.setItem(key, id);
      },
      [storageKey(page, deviceIdKey), deviceId] as const,
    );
  return deviceId;
}

/**
 * What the supplier API answers a signed-in device at `path` (relative, e.g.
 * 'api/promotions/PMF1001'): the records the portal is shown.
 */
export async function supplierGet<T>(page: Page, deviceId: string, path: string): Promise<T> {
  const tokenResponse = await page.request.get(`api/authenticate/mobile/${deviceId}`);
  const { token } = (await tokenResponse.json()) as TokenResponse;
  const response = await page.request.get(path, { headers: { token } });
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

// Steps and reads the cross-engine journeys share, built on the portal's primitives: long text
// put in at once, what the supplier API answers a signed-in device
// (as ../harness/session.ts's supplierGet does for Chromium), and whether a draft's image reached
// the page's IndexedDB.
import type { TokenResponse } from '@garage/api-types';
import { expect } from 'vitest';
import { draftImageInPage } from '../saved-queries.ts';
import type { Portal } from './portal.ts';

/**
 * Puts `text` in the focused field at its caret in one go, as a paste does: the browser's own
 * editing fires the input events the portal listens to. For long text, which typing key by key
 * takes seconds over (10 to 50 ms a key, WebKit the slower). execCommand is deprecated, but it
 * is the one way a script has the browser edit a field itself, and every engine keeps it.
 */
export async function insertText(portal: Portal, text: string): Promise<void> {
  const inserted = await portal.evaluate(
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the browser's own editing, trusted events
    (value: string) => document.execCommand('insertText', false, value),
    text,
  );
  if (!inserted) throw new Error(`The page would not insert text in ${portal.engine}`);
}

/**
 * What the supplier API answers the device `deviceId` (from signIn) at `path`, relative to the
 * sandbox, e.g. 'api/promotions/PMF1001': the records the portal is shown.
 */
export async function supplierGet<T>(portal: Portal, deviceId: string, path: string): Promise<T> {
  const tokenResponse = await fetch(new URL(`api/authenticate/mobile/${deviceId}`, portal.baseUrl));
  const { token } = (await tokenResponse.json()) as TokenResponse;
  const response = await fetch(new URL(path, portal.baseUrl), { headers: { token } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Waits until the page's IndexedDB holds the draft image the portal keeps under `name`
 * (idb-keyval's store, under the sandbox's prefix), so a reload or a reopened form can find it.
 */
export async function draftImageStored(portal: Portal, name: string): Promise<void> {
  const key = `${new URL(portal.baseUrl).pathname}${name}`;
  const stored = () => portal.evaluate(draftImageInPage, key);
  await expect.poll(stored, { message: `the draft image ${name} stored` }).toBe(true);
}

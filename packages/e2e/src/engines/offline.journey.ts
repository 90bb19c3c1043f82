// Offline in Firefox and WebKit (docs/offline.md): reloaded with no network, the portal opens
// from its service worker's app shell with the data it saved on the device and says so; back
// online, the notice goes. Firefox's own offline mode; WebKit's session loses its proxy
// (offline-proxy.ts), as a dropped connection does.
import { savedQueriesInPage, savedQueryKeys } from '../saved-queries.ts';
import { expect, fixtures, signIn, test } from './harness.ts';

const notice = { text: /^Offline – showing what was loaded at / };
const messages = { role: 'region', name: 'Messages' };

test('reloaded offline, the enquiry shows from the service worker with the notice, which goes once back online', async ({
  portal,
}) => {
  await signIn(portal, 'dave');
  await portal.open(`enquiries/${fixtures.enquiries.quoted}`);
  await portal.see({ text: 'Do you have ceramic pads for this one?', within: messages });
  // The worker takes control once it has installed, its precache of the whole build downloaded.
  await expect
    .poll(() => portal.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  const key = `${new URL(portal.baseUrl).pathname}savedQueries`;
  await expect
    .poll(async () => savedQueryKeys(await portal.evaluate(savedQueriesInPage, key)))
    .toEqual(expect.arrayContaining(['["quotes","responses",101]', '["messages","thread",101]']));

  await portal.setOffline(true);
  await portal.reload();
  await portal.see(notice);
  await portal.see({ text: 'Do you have ceramic pads for this one?', within: messages });
  await portal.screenshot('offline-reloaded');

  await portal.setOffline(false);
  await portal.seeNo(notice);
});

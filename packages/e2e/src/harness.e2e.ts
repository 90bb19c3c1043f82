// What journeys rely on from the harness: signIn, the demo API client, and a fresh start
// for every test.
import { describe } from 'vitest';
import { expect, fixtures, pinClock, signIn, storageKey, test, ukTimeZone } from './harness.ts';

test('signIn stores an activated device id before the portal first loads', async ({ page }) => {
  const deviceId = await signIn(page, 'emma');
  await page.goto('error');

  const key = storageKey(page, 'onesignalId');
  expect(key).toMatch(/^\/s\/[\w-]+\/onesignalId$/);
  await expect.poll(() => page.evaluate((name) => localStorage.getItem(name), key)).toBe(deviceId);
  const token = await page.request.get(`api/authenticate/mobile/${deviceId}`);
  expect(token.status()).toBe(200);
});

test('the file’s sandbox is its base URL; a path starting with / leaves it and is refused', async ({
  page,
  baseUrl,
  sandbox,
}) => {
  expect(baseUrl).toBe(sandbox.portalUrl);
  expect(new URL(baseUrl).pathname).toBe(`/s/${sandbox.id}/`);
  await page.goto('error');
  expect(new URL(page.url()).pathname).toBe(`/s/${sandbox.id}/error`);

  const outside = await page.request.get('/__demo/licences');
  expect(outside.status()).toBe(404);
  expect(await outside.text()).toContain('Outside any sandbox: GET /__demo/licences');
});

test('the licence codes the harness signs in with are the server’s', async ({ demo }) => {
  const licences = await demo.licences();

  expect(licences).toContainEqual({
    LicenceCode: fixtures.licenceCodes.dave,
    Fails: false,
    UserID: fixtures.users.dave,
    GarageUserName: 'dave.hughes',
    GarageName: 'Kirkstall Road Garage',
  });
  expect(licences.filter((licence) => licence.Fails)).toHaveLength(1);
});

// In order: the first test leaves things behind, the second finds them gone.
describe('every test starts afresh', () => {
  let firstEnquiryId = 0;

  test('a test leaves an enquiry, a fault rule and localStorage behind', async ({ page, demo }) => {
    const enquiry = await demo.createEnquiry(fixtures.garages.kirkstall, {
      Reg: 'e2e 001',
      Parts: 'Wiper blades',
    });
    expect(enquiry).toMatchObject({ Reg: 'E2E 001', Parts: 'Wiper blades', Status: 'Waiting' });
    firstEnquiryId = enquiry.EnquiryId;
    await demo.addFault({ pathPattern: '/api/connectplus/**', status: 503 });
    expect(await demo.faults()).toHaveLength(1);
    await page.goto('error');
    await page.evaluate(() => localStorage.setItem('left', 'behind'));
  });

  test('the next test has the seed again, no fault rule and empty storage', async ({
    page,
    demo,
  }) => {
    // Ids follow the highest stored one: the same id again means the first enquiry is gone.
    const enquiry = await demo.createEnquiry(fixtures.garages.kirkstall, {
      Reg: 'e2e 002',
      Parts: 'Bulbs',
    });
    expect(firstEnquiryId).toBeGreaterThan(0);
    expect(enquiry.EnquiryId).toBe(firstEnquiryId);
    expect(await demo.faults()).toEqual([]);
    await page.goto('error');
    await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
  });
});

// In order: the first test pins the clocks, the second finds the real time again.
describe('a pinned clock is the test’s own', () => {
  test('pinClock puts the mock and the page, in the UK’s zone, at the instant', async ({
    page,
    demo,
  }) => {
    const at = '2026-10-25T00:30:00+01:00';

    const pinnedAt = await pinClock(page, demo, at);
    expect(pinnedAt).toBe(Date.parse(at));

    // The seed is placed around it: the quoted enquiry was raised a day before.
    const quoted = await demo.enquiry(fixtures.enquiries.quoted);
    expect(quoted.Enquiry.Date).toBe('2026-10-23T23:30:00.000Z');
    await page.goto('error');
    const shown = await page.evaluate(() => ({
      zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      wallClock: `${new Date().getDate()} ${new Date().getHours()}:${new Date().getMinutes()}`,
    }));
    expect(shown).toEqual({ zone: ukTimeZone, wallClock: '25 0:30' });
  });

  test('the next test runs at the real time again', async ({ demo }) => {
    const { nowMs } = await demo.post<{ nowMs: number }>('/clock/advance', { ms: 1 });

    expect(Math.abs(nowMs - Date.now())).toBeLessThan(60_000);
  });
});

test('a demo API call the server rejects fails with its status and message', async ({ demo }) => {
  await expect(demo.post('/clock/advance', { ms: 0 })).rejects.toThrow(
    /^POST \/s\/[\w-]+\/__demo\/clock\/advance: 400 .*ms/,
  );
});

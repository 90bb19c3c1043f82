// "Start a demo" (/start) in Chromium: a scenario chosen by keyboard lands in its portal with
// its story's enquiries; a saved demo's file starts a sandbox holding what it held; a file that
// is not a saved demo is refused on the page, which axe finds accessible before and after
// (docs/demo-sandboxes.md, "Saved demos and scenarios"). Each demo started here is ended once
// checked.
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { axeViolations, describeViolations } from './axe.ts';
import { demoApiClient, expect, fixtures, screenshotAtWidths, test } from './harness.ts';

/** The "Your demo is ready" page's link under `heading`: the new sandbox's portal or console. */
async function readyLink(page: Page, heading: 'Garage portal' | 'Supplier console') {
  await page.getByRole('heading', { name: /^Your demo is ready/ }).waitFor();
  const link = page.locator(`h2:text-is("${heading}") + p a`);
  const url = await link.getAttribute('href');
  if (!url) throw new Error(`The ready page has no ${heading} link`);
  return { link, url };
}

/** axe's scan of the page as it stands: no violation of WCAG 2.2 AA or best practice. */
async function expectAccessible(page: Page, state: string) {
  const violations = await axeViolations(page);
  expect(violations.length, `${state}:\n${describeViolations(violations)}`).toBe(0);
}

/**
 * Ends a sandbox started here, by any of its URLs (`/s/{id}/...`), once `page` has left it: a
 * page still on it polls the ended sandbox, whose 404s the drift watch records as the
 * supplier answering against its contract, and the run fails.
 */
async function endSandbox(page: Page, url: string) {
  await page.goto('about:blank');
  await demoApiClient(url.replace(/(\/s\/[^/]+\/).*$/, '$1')).post('/sandbox/delete');
}

describe('Start a demo', () => {
  test('a scenario chosen by keyboard opens its portal with the story’s enquiries', async ({
    page,
    mockOrigin,
  }) => {
    await page.goto(`${mockOrigin}/start`);
    await page.getByLabel('Who is it for? (optional)').fill('Kirkstall pitch');
    await page.keyboard.press('Tab');
    const standard = page.getByRole('radio', { name: 'The standard demo' });
    await expect(standard).toBeFocused();
    await expect(standard).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Back-order trouble' })).toBeChecked();
    await screenshotAtWidths(page, 'start-scenarios');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Start a demo' })).toBeFocused();
    await page.keyboard.press('Enter');

    await page.getByText('Started from the scenario “Back-order trouble”.').waitFor();
    const portal = await readyLink(page, 'Garage portal');
    try {
      await portal.link.click();
      await page.waitForURL((url) => url.pathname.endsWith('/login'));
      await page.getByRole('group', { name: 'License code' }).getByRole('textbox').first().click();
      await page.keyboard.type(fixtures.licenceCodes.dave);
      await page.getByRole('button', { name: 'ACTIVATE', exact: true }).click();
      const myList = page.getByRole('list', { name: 'My Enquiries', exact: true });
      // The story's back-ordered calipers, and its van running late.
      const calipers = myList.getByRole('listitem').filter({ hasText: 'YF18 LMC' });
      await expect(calipers).toContainText('ON BACK ORDER');
      await myList.getByRole('listitem').filter({ hasText: 'BD16 VAN' }).waitFor();
    } finally {
      await endSandbox(page, portal.url);
    }
  });

  test('a saved demo’s file starts a demo holding what it held', async ({
    page,
    demo,
    baseUrl,
    mockOrigin,
  }) => {
    await demo.createEnquiry(fixtures.garages.kirkstall, { Reg: 'SV24 DEM', Parts: 'Wipers' });
    const exported = await fetch(`${baseUrl}__demo/sandbox/export`);
    const buffer = Buffer.from(await exported.arrayBuffer());

    await page.goto(`${mockOrigin}/start`);
    const file = page.getByLabel('Saved demo file (.demo.json)');
    await file.setInputFiles({ name: 'pitch.demo.json', mimeType: 'application/json', buffer });
    await page.getByRole('button', { name: 'Start from a saved demo' }).click();

    await page.getByText('Started from the saved demo pitch.demo.json.').waitFor();
    const console = await readyLink(page, 'Supplier console');
    try {
      await console.link.click();
      const list = page.getByRole('region', { name: 'Live enquiries' });
      await list.getByRole('link').filter({ hasText: 'SV24 DEM' }).waitFor();
    } finally {
      await endSandbox(page, console.url);
    }
  });

  test('a file that is not a saved demo is refused on the page', async ({ page, mockOrigin }) => {
    await page.goto(`${mockOrigin}/start`);
    await expectAccessible(page, '/start');
    const file = page.getByLabel('Saved demo file (.demo.json)');
    await file.setInputFiles({
      name: 'prices.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"prices":[]}'),
    });
    await page.getByRole('button', { name: 'Start from a saved demo' }).click();

    await expect(
      page.getByText(
        "prices.json is not a saved demo this mock can start: body must have required property 'format'",
      ),
    ).toBeVisible();
    // The field is marked and focused, so its error is in view on a phone too.
    const refused = page.getByLabel('Saved demo file (.demo.json)');
    await expect(refused).toHaveAttribute('aria-invalid', 'true');
    await expect(refused).toBeFocused();
    await expect(page.getByRole('radio', { name: 'The standard demo' })).toBeChecked();
    await expectAccessible(page, '/start, a file refused');
    await screenshotAtWidths(page, 'start-saved-demo-refused');
  });
});

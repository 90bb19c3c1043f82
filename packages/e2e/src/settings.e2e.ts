// Settings (support contacts, the garage's details, part shortcuts that the New Enquiry form
// offers) and the error page a garage lands on when its company cannot be found.
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { expect, portalPath, screenshot, signIn, test } from './harness.ts';

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const shortcutInput = (page: Page) => page.getByPlaceholder('Enter part to save...');
const chips = (page: Page) =>
  page.getByRole('list', { name: 'Saved shortcuts' }).getByRole('listitem').allInnerTexts();

async function openSettings(page: Page) {
  await signIn(page, 'dave');
  await page.goto('settings');
  await card(page, 'Your Info').waitFor();
}

describe('Settings (dave)', () => {
  test('shows the support contacts and the garage’s details', async ({ page }) => {
    await openSettings(page);

    const support = () => card(page, 'Support Info').innerText();
    await expect.poll(support).toContain('Call your local branch on 0113 496 0000');
    await expect.poll(support).toContain('support@parts-portal.example');
    await expect.poll(support).toContain('https://parts-portal.example/help');
    const info = () => card(page, 'Your Info').innerText();
    await expect.poll(info).toMatch(/Garage Name\s+Kirkstall Road Garage/);
    await expect.poll(info).toMatch(/Username\s+dave\.hughes/);
    await expect.poll(info).toMatch(/Address\s+212 Kirkstall Road\nLeeds\nLS4 2AQ/);
    await expect.poll(info).toMatch(/Account Created\s+\d\d\/\d\d\/\d\d/);
    await expect.poll(info).toMatch(/Software Version\s+1\.1\.2/);
    await screenshot(page, 'settings');
  });

  test('shortcuts are saved, refused twice, kept across a reload and offered in New Enquiry', async ({
    page,
  }) => {
    await openSettings(page);
    await shortcutInput(page).fill('Oil filter');
    await shortcutInput(page).press('Enter');
    await shortcutInput(page).fill('Wiper blades');
    await card(page, 'Add Parts to Shortcuts')
      .getByRole('button', { name: 'Add', exact: true })
      .click();
    await expect.poll(() => chips(page)).toEqual(['Oil filter\n×', 'Wiper blades\n×']);

    await shortcutInput(page).fill('OIL FILTER');
    await shortcutInput(page).press('Enter');
    await page.getByText('Oil filter is already in your shortcuts', { exact: true }).waitFor();
    await expect.poll(() => chips(page)).toHaveLength(2);
    await screenshot(page, 'settings-shortcuts');

    await page.reload();
    await card(page, 'Add Parts to Shortcuts').waitFor();
    await expect.poll(() => chips(page)).toEqual(['Oil filter\n×', 'Wiper blades\n×']);
    await page.getByRole('button', { name: 'Remove Oil filter', exact: true }).click();
    await expect.poll(() => chips(page)).toEqual(['Wiper blades\n×']);

    await page.getByRole('link', { name: 'Enquiries', exact: true }).click();
    await page.getByRole('button', { name: 'New Enquiry', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'New Enquiry' });
    await form.getByRole('button', { name: 'Add Wiper blades', exact: true }).click();
    await expect(form.getByRole('textbox', { name: 'Parts', exact: true })).toHaveValue(
      'Wiper blades',
    );
    await expect(form.getByRole('button', { name: 'Add Oil filter' })).toHaveCount(0);
  });
});

test('a company the lookup does not know sends the garage to the error page', async ({ page }) => {
  await signIn(page, 'dave');
  // The mapping host answers with no company at all.
  await page.route('**/api/getCompany/*', (route) => route.fulfill({ json: [] }));
  await page.goto('./');

  await page.waitForURL((url) => portalPath(url) === '/error');
  const lines = async () =>
    (await page.getByRole('heading', { level: 1 }).locator('..').innerText())
      .split('\n')
      .filter((line) => line.trim() !== '');
  await expect
    .poll(lines)
    .toEqual([
      'Sorry, something went wrong',
      'We were unable to load the APIR',
      'Please contact the supplier on 0113 496 0000',
    ]);
  await screenshot(page, 'error-unknown-company');
});

// The supplier console (packages/supplier-console) at /console against the mock: the live
// list of every garage's enquiries, a quote built from the catalogue and sent, fault presets,
// and the demo saved as a file.
import type { SavedDemo } from '@garage/api-types/demo-api';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe } from 'vitest';
import { supplierConsoleRoot } from './builds.ts';
import { expect, fixtures, screenshot, test } from './harness.ts';

const { enquiries } = fixtures;

const list = (page: Page) => page.getByRole('region', { name: 'Live enquiries' });
// Under the sandbox's path, /s/{id}/console/...
const enquiryLink = (page: Page, enquiryId: number) =>
  list(page).locator(`a[href$="/console/enquiries/${enquiryId}"]`);

/** What the page's Content-Security-Policy refused, as Chromium reports it on the console. */
function cspRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  return refused;
}

beforeAll(() => {
  if (!existsSync(`${supplierConsoleRoot}/index.html`)) {
    throw new Error(
      `No supplier console build at ${supplierConsoleRoot}: run pnpm --filter @garage/supplier-console build first (scripts/test.sh does)`,
    );
  }
});

describe('the supplier console', () => {
  test('lists the seed enquiries of every garage, live', async ({ page, demo }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('console/');
    await enquiryLink(page, enquiries.waiting).waitFor();
    // Other garages' enquiries too: the supplier sees them all.
    await enquiryLink(page, enquiries.headingleyWaiting).waitFor();
    await enquiryLink(page, enquiries.limerickQuoted).waitFor();
    await screenshot(page, 'console-list-1280');

    // An enquiry raised elsewhere appears without a reload.
    const raised = await demo.createEnquiry(fixtures.garages.bradford, {
      Reg: 'YX70 CON',
      Parts: 'Wiper blades',
    });
    await enquiryLink(page, raised.EnquiryId).waitFor();
    await expect.poll(() => list(page).getByRole('link').first().innerText()).toContain('YX70 CON');
  });

  test('builds a quote from the catalogue for a Waiting enquiry and sends it', async ({
    page,
    demo,
  }) => {
    const refused = cspRefusals(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`console/enquiries/${enquiries.waiting}`);
    const builder = page.getByRole('form', { name: 'Quote builder' });

    // A line with no part number is refused in the form, naming the field.
    await builder.getByRole('button', { name: 'Add a blank line' }).click();
    await builder.getByRole('button', { name: 'Send quote' }).click();
    await builder.getByText('Part number is required').waitFor();
    await builder.getByRole('button', { name: 'Remove line 1' }).click();

    await builder.getByLabel('Search the parts catalogue').fill('BP-FO');
    await builder.getByRole('button', { name: 'Add BP-FO-1021' }).click();
    await builder.getByLabel('Line 1 quantity').fill('2');
    await builder.getByLabel('Line 1 note').fill('Genuine part');
    await expect(builder.getByLabel('Line 1 part number')).toHaveValue('BP-FO-1021');
    // Prefilled with the catalogue's trade price.
    await expect(builder.getByLabel('Line 1 unit price')).toHaveValue(/^\d+(\.\d+)?$/);
    await screenshot(page, 'console-quote-1280');

    await builder.getByRole('button', { name: 'Send quote' }).click();
    const detail = page.getByRole('region', { name: `Enquiry ${enquiries.waiting}` });
    await detail.locator('header').getByText('Quoted', { exact: true }).waitFor();
    const stored = await demo.enquiry(enquiries.waiting);
    expect(stored.Enquiry.Status).toBe('Quoted');
    expect(stored.Lines.map(({ PartNumber, Qty }) => ({ PartNumber, Qty }))).toEqual([
      { PartNumber: 'BP-FO-1021', Qty: 2 },
    ]);

    await page.setViewportSize({ width: 768, height: 1000 });
    await screenshot(page, 'console-detail-768');
    // The console's own CSP (the mock sends it) lets it do all of that, toasts included.
    expect(refused).toEqual([]);
  });

  test('adds a fault preset, lists it with its counts, and removes it', async ({ page, demo }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('console/');
    await page.getByRole('button', { name: 'Faults' }).click();
    await page.getByRole('button', { name: 'Supplier down' }).click();
    const rules = page.getByRole('region', { name: 'Faults' }).getByRole('table');
    await rules.getByText('/api/**').waitFor();
    expect(await demo.faults()).toMatchObject([{ pathPattern: '/api/**', status: 503 }]);
    await page.getByRole('button', { name: 'Faults (1 on)' }).waitFor();
    await screenshot(page, 'console-faults-1280');
    await page.setViewportSize({ width: 768, height: 1000 });
    await screenshot(page, 'console-faults-768');

    await page.getByRole('button', { name: /^Remove rule / }).click();
    await page.getByText('None: the supplier answers normally.').waitFor();
    expect(await demo.faults()).toEqual([]);
  });

  test('saves this demo as a file that reads as a saved demo, with what was done in it', async ({
    page,
    demo,
  }) => {
    await demo.createEnquiry(fixtures.garages.kirkstall, { Reg: 'SV24 DEM', Parts: 'Wipers' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('console/');
    const bar = page.getByRole('group', { name: 'This demo' });
    await bar.getByText(/^Demo /).waitFor();

    const downloaded = page.waitForEvent('download');
    await bar.getByRole('button', { name: 'Save this demo' }).click();
    const download = await downloaded;
    // The harness's sandbox has no label: the file is named after the portal and the day.
    const fileName = download.suggestedFilename();
    expect(fileName).toMatch(/^garage-parts-demo-\d{4}-\d\d-\d\d\.demo\.json$/);
    await page.getByText(`Saved as ${fileName}`).waitFor();
    const saved = JSON.parse(await readFile(await download.path(), 'utf8')) as SavedDemo;
    expect(saved).toMatchObject({ format: 'garage-parts-demo', version: 1, label: null });
    expect(saved.records.enquiries.map(({ Reg }) => Reg)).toContain('SV24 DEM');
  });
});

// Another garage's enquiry, from Global Enquiries, opened by its address: the account's list is
// read-only, so the detail shows the enquiry with nothing to order or send
// (docs/readings.md#enquiries-list).
import type { Page } from 'playwright-core';
import { expect, fixtures, screenshotAtWidths, signIn, storageKey, test } from './harness.ts';
import { detail } from './enquiry-detail-steps.ts';
import { savedQueriesInPage, savedQueryKeys } from './saved-queries.ts';

const globalList = (page: Page) =>
  page.getByRole('list', { name: 'Global Enquiries', exact: true });

test('another garage’s quoted enquiry opened by its address offers no order and no message box', async ({
  page,
  demo,
}) => {
  // Headingley's enquiry, in the account's list beside Kirkstall's own, quoted by the supplier.
  const id = fixtures.enquiries.headingleyWaiting;
  await demo.post(`/enquiries/${id}/quote`, {
    Lines: [{ PartNumber: 'BF-DOT4-1L', Qty: 1, UnitPrice: '7.20' }],
  });
  await signIn(page, 'dave');
  await page.goto('./');
  await page.getByRole('button', { name: 'Global Enquiries', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search enquiries' }).fill('DN19 RSO');
  await globalList(page).getByRole('listitem').filter({ hasText: 'Quoted' }).waitFor();

  // The calls made about that enquiry: none may read its quote, its messages or its back order.
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.includes('/api/') && path.endsWith(`/${id}`)) asked.push(path);
  });
  // Typed into the address bar, or a link a colleague sent, once the list it came from is kept
  // on the device (docs/offline.md#data-on-the-device), so the reload has it.
  await expect
    .poll(async () =>
      savedQueryKeys(await page.evaluate(savedQueriesInPage, storageKey(page, 'savedQueries'))),
    )
    .toContain(JSON.stringify(['enquiries', 'list', 'global', 'PMF1001']));
  await page.goto(`enquiries/${id}`);
  await detail(page).getByRole('heading', { name: 'DN19 RSO' }).waitFor();
  await expect(detail(page).getByRole('note')).toHaveText(
    'Global enquiry: read-only. Only the garage that raised it can order its parts or send messages on it.',
  );
  await expect(page.getByRole('button', { name: 'Place Order', exact: true })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Write a message...' })).toHaveCount(0);
  await screenshotAtWidths(page, 'enquiry-detail-global');

  expect(asked).toEqual([]);
});

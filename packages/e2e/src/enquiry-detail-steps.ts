// The enquiry detail column's parts, and one of dave's enquiries opened, for the
// enquiry-detail.*.e2e.ts journeys.
import type { Page } from 'playwright-core';
import { signIn } from './harness.ts';

export const detail = (page: Page) => page.getByRole('region', { name: 'Enquiry detail' });
const quotedParts = (page: Page) => page.getByRole('list', { name: 'Quoted parts' });
export const lineOf = (page: Page, part: string) =>
  quotedParts(page).getByRole('listitem').filter({ hasText: part });
export const placeOrder = (page: Page) =>
  page.getByRole('button', { name: 'Place Order', exact: true });

/** Signs in as dave and opens one of his enquiries. */
export async function openEnquiry(page: Page, enquiryId: number) {
  await signIn(page, 'dave');
  await page.goto(`enquiries/${enquiryId}`);
}

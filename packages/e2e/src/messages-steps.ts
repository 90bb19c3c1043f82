// Steps of the Messages panel journeys (messages.*.e2e.ts): the panel's parts, enquiry 101
// opened as dave, and which side a message's bubble sits on.
import type { Page } from 'playwright-core';
import { fixtures, signIn } from './harness.ts';

export const enquiryId = fixtures.enquiries.quoted; // 101, YK19 HBN, two seed messages

export const panel = (page: Page) => page.getByRole('region', { name: 'Messages', exact: true });
export const thread = (page: Page) => panel(page).getByRole('list', { name: 'Message thread' });
export const messageBox = (page: Page) => panel(page).getByRole('textbox', { name: 'Message' });
export const bubble = (page: Page, text: string) =>
  thread(page).getByRole('listitem').filter({ hasText: text });

/** Signs in as dave and opens enquiry 101, waiting for its thread. */
export async function openEnquiry(page: Page) {
  await signIn(page, 'dave');
  await page.goto(`enquiries/${enquiryId}`);
  await thread(page).getByRole('listitem').first().waitFor();
}

/** Which side of the panel a message's bubble sits on. */
export async function sideOf(page: Page, text: string): Promise<'left' | 'right'> {
  const panelBox = await panel(page).boundingBox();
  const box = await bubble(page, text).locator('div').first().boundingBox();
  if (!panelBox || !box) throw new Error(`No box for the panel or the message ${text}`);
  const middle = panelBox.x + panelBox.width / 2;
  return box.x + box.width / 2 > middle ? 'right' : 'left';
}

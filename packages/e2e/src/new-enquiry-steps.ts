// The New Enquiry form as a garage fills it for a next-day enquiry, shared by the journeys
// that need an enquiry of their own.
import type { Page } from 'playwright-core';

/** Raises an enquiry for `reg` (a Ford Focus's front brake pads) from the Enquiries screen. */
export async function raiseEnquiry(page: Page, reg: string) {
  await page.getByRole('button', { name: 'New Enquiry', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'New Enquiry' });
  await form.getByRole('textbox', { name: 'Reg', exact: true }).fill(reg);
  await form.getByRole('textbox', { name: 'Reg', exact: true }).press('Tab');
  const vehicle = page.getByRole('dialog', { name: 'Enter Vehicle Details' });
  await vehicle.getByLabel('Make').fill('Ford');
  await vehicle.getByLabel('Model').fill('Focus');
  await vehicle.getByRole('button', { name: 'Confirm', exact: true }).click();
  await form.getByRole('textbox', { name: 'Parts', exact: true }).fill('Front brake pads');
  await form.getByRole('button', { name: 'Next day', exact: true }).click();
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
  await form.waitFor({ state: 'detached' });
}

// The New Enquiry form: its parts and steps for its own journeys (new-enquiry.*.e2e.ts), and the
// form as a garage fills it for a next-day enquiry, for the journeys that need an enquiry of
// their own.
import type { Locator, Page } from 'playwright-core';
import { type DemoApiClient, fixtures, signIn } from './harness.ts';

export const dialog = (page: Page) => page.getByRole('dialog', { name: 'New Enquiry' });
export const field = (page: Page, name: string) =>
  dialog(page).getByRole('textbox', { name, exact: true });
export const submit = (page: Page) =>
  dialog(page).getByRole('button', { name: 'Submit', exact: true });
export const vehicleDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Enter Vehicle Details' });
export const alertsIn = (scope: Locator) => scope.getByRole('alert').allInnerTexts();

/** dave's garage's enquiries, as the supplier holds them. */
export const davesEnquiries = (demo: DemoApiClient) =>
  demo.enquiries({ GarageId: fixtures.garages.kirkstall });

/** Signs in as dave and opens the New Enquiry dialog. */
export async function openForm(page: Page) {
  await signIn(page, 'dave');
  await page.goto('./');
  await page.getByRole('button', { name: 'New Enquiry', exact: true }).click();
  await dialog(page).waitFor();
}

/** Fills Enter Vehicle Details and confirms it. */
export async function confirmVehicle(page: Page, make: string, model: string) {
  await vehicleDialog(page).getByLabel('Make').fill(make);
  await vehicleDialog(page).getByLabel('Model').fill(model);
  await vehicleDialog(page).getByRole('button', { name: 'Confirm', exact: true }).click();
  await vehicleDialog(page).waitFor({ state: 'detached' });
}

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

// The New Enquiry form: a Parts enquiry with its vehicle, delivery and part list; a Consumables
// one; every validation message; a refused submit; the draft across a reload; shortcuts.
import { partPhotoPng, type PhotoVariant } from '@garage/mock-server/assets';
import type { Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import {
  type DemoApiClient,
  draftImageStored,
  expect,
  fixtures,
  screenshot,
  screenshotAtWidths,
  signIn,
  storageKey,
  test,
} from './harness.ts';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'New Enquiry' });
const field = (page: Page, name: string) =>
  dialog(page).getByRole('textbox', { name, exact: true });
const submit = (page: Page) => dialog(page).getByRole('button', { name: 'Submit', exact: true });
const vehicleDialog = (page: Page) => page.getByRole('dialog', { name: 'Enter Vehicle Details' });
const alertsIn = (scope: Locator) => scope.getByRole('alert').allInnerTexts();

/** Every enquiry the supplier holds, of every garage. */
const enquiryCount = async (demo: DemoApiClient) => (await demo.enquiries()).length;

/** dave's garage's enquiries, as the supplier holds them. */
const davesEnquiries = (demo: DemoApiClient) =>
  demo.enquiries({ GarageId: fixtures.garages.kirkstall });

/** Signs in as dave and opens the New Enquiry dialog. */
async function openForm(page: Page) {
  await signIn(page, 'dave');
  await page.goto('./');
  await page.getByRole('button', { name: 'New Enquiry', exact: true }).click();
  await dialog(page).waitFor();
}

/** Attaches a photo of an old part as damage.png and waits for its preview. */
async function attachPhoto(page: Page, variant: PhotoVariant) {
  await dialog(page)
    .getByLabel('Attach image')
    .setInputFiles({
      name: 'damage.png',
      mimeType: 'image/png',
      buffer: Buffer.from(partPhotoPng(variant)),
    });
  await dialog(page).getByRole('img', { name: 'Attached image damage.png' }).waitFor();
}

async function confirmVehicle(page: Page, make: string, model: string) {
  await vehicleDialog(page).getByLabel('Make').fill(make);
  await vehicleDialog(page).getByLabel('Model').fill(model);
  await vehicleDialog(page).getByRole('button', { name: 'Confirm', exact: true }).click();
  await vehicleDialog(page).waitFor({ state: 'detached' });
}

describe('New Enquiry (dave, garage 1)', () => {
  test('a Parts enquiry with vehicle, delivery, part list and image reaches the supplier', async ({
    page,
    demo,
  }) => {
    await openForm(page);
    await field(page, 'Reg').fill('yk21 abc');
    // Leaving Reg with 3 or more characters asks for the vehicle.
    await field(page, 'Reg').press('Tab');
    await vehicleDialog(page).waitFor();
    await vehicleDialog(page).getByLabel('Make').fill('Ford');
    await vehicleDialog(page).getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect
      .poll(() => alertsIn(vehicleDialog(page)))
      .toEqual(['Please enter both make and model']);
    await screenshot(page, 'new-enquiry-vehicle-dialog');
    await confirmVehicle(page, 'Ford', 'Focus');
    await expect(field(page, 'Notes')).toHaveValue('(Ford, Focus)');
    await field(page, 'Notes').press('Home');
    await field(page, 'Notes').pressSequentially('Customer waiting\n\n');

    // Delivery: a prefix, replaced by the other, removed by choosing the active one again.
    const sameDay = dialog(page).getByRole('button', { name: 'Same day', exact: true });
    const nextDay = dialog(page).getByRole('button', { name: 'Next day', exact: true });
    await nextDay.click();
    await expect(field(page, 'Notes')).toHaveValue(/^\[NEXT DAY\] Customer waiting/);
    await sameDay.click();
    await expect(field(page, 'Notes')).toHaveValue(/^\[SAME DAY\] Customer waiting/);
    await expect(sameDay).toHaveAttribute('aria-pressed', 'true');
    await expect(nextDay).toHaveAttribute('aria-pressed', 'false');
    await sameDay.click();
    await expect(field(page, 'Notes')).toHaveValue('Customer waiting\n\n(Ford, Focus)');
    await sameDay.click();

    // A saved part list, found by one of its parts.
    await dialog(page).getByRole('button', { name: 'Select part list', exact: true }).click();
    const lists = page.getByRole('dialog', { name: 'Select part list' });
    const add = lists.getByRole('button', { name: 'Add', exact: true });
    await lists.getByRole('checkbox').first().waitFor();
    await expect(add).toBeDisabled();
    await lists.getByRole('searchbox', { name: 'Search part lists' }).fill('WEAR sensor');
    await expect(lists.getByRole('checkbox')).toHaveCount(1);
    await lists.getByRole('checkbox', { name: 'Front brakes' }).check();
    const listArea = await lists.locator('[class*="lists"]').boundingBox();
    expect(listArea?.height).toBe(500);
    await screenshot(page, 'new-enquiry-part-list');
    await add.click();
    await lists.waitFor({ state: 'detached' });
    await expect(field(page, 'Parts')).toHaveValue(
      'Front brake pads, Front brake discs, Wear sensor',
    );

    await attachPhoto(page, 'disc');
    await screenshot(page, 'new-enquiry-filled');
    await dialog(page).evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await screenshot(page, 'new-enquiry-filled-bottom');

    await submit(page).click();

    await dialog(page).waitFor({ state: 'detached' });
    await page.getByText('Enquiry sent', { exact: true }).waitFor();
    // At once in the list, upper-cased.
    await page
      .getByRole('list', { name: 'My Enquiries', exact: true })
      .getByText('YK21 ABC', { exact: true })
      .waitFor();
    const created = (await davesEnquiries(demo)).find(({ Reg }) => Reg === 'YK21 ABC');
    expect(created).toMatchObject({
      GarageId: fixtures.garages.kirkstall,
      Status: 'Waiting',
      Parts: 'Front brake pads, Front brake discs, Wear sensor',
      Notes: '[SAME DAY] Customer waiting\n\n(Ford, Focus)',
      Consumables: false,
    });
    expect(created?.BlobStorageId).toBeTruthy();
    await screenshot(page, 'new-enquiry-created');
  });

  test('a Consumables order needs no vehicle and locks Reg', async ({ page, demo }) => {
    await openForm(page);
    await dialog(page).getByRole('radio', { name: 'Consumables', exact: true }).check();
    await expect(field(page, 'Reg')).toHaveValue('CONSUMABLES');
    await expect(field(page, 'Reg')).toBeDisabled();
    await field(page, 'Parts').fill('Blue roll x5, screenwash 5L');
    await dialog(page).getByRole('button', { name: 'Next day', exact: true }).click();
    await dialog(page).getByRole('radio', { name: 'Order', exact: true }).check();
    await screenshot(page, 'new-enquiry-consumables');

    await submit(page).click();

    await dialog(page).waitFor({ state: 'detached' });
    const created = (await davesEnquiries(demo)).find(
      ({ Parts }) => Parts === 'Blue roll x5, screenwash 5L',
    );
    expect(created).toMatchObject({
      Reg: 'CONSUMABLES',
      Status: 'Order',
      Notes: '[NEXT DAY] ',
      Consumables: true,
    });

    // Back to Parts empties Reg.
    await page.getByRole('button', { name: 'New Enquiry', exact: true }).click();
    await dialog(page).getByRole('radio', { name: 'Consumables', exact: true }).check();
    await dialog(page).getByRole('radio', { name: 'Parts', exact: true }).check();
    await expect(field(page, 'Reg')).toHaveValue('');
    await expect(field(page, 'Reg')).toBeEnabled();
  });

  test('each validation message shows on submit, not before', async ({ page, demo }) => {
    const before = await enquiryCount(demo);
    await openForm(page);

    await field(page, 'Parts').fill('p'.repeat(201));
    await field(page, 'Notes').fill('n'.repeat(201));
    await expect.poll(() => alertsIn(dialog(page))).toEqual([]);
    await submit(page).click();
    await expect
      .poll(() => alertsIn(dialog(page)))
      .toEqual([
        'Please enter a reg no',
        'Must be 200 characters or less',
        'Must be 200 characters or less',
        'Please select Same day or Next day delivery option',
      ]);
    await screenshot(page, 'new-enquiry-validation');

    // Without a vehicle, Submit asks for it too; Reg's messages show behind. Enter submits
    // from Reg: leaving it would ask for the vehicle before Submit is pressed.
    for (const [reg, message] of [
      ['AB', 'Must be at least 3 characters'],
      ['A'.repeat(31), 'Must be 30 characters or less'],
      ['AB-123', 'Must contain only letters, numbers and spaces'],
    ] as const) {
      await page.keyboard.press('Escape');
      await vehicleDialog(page).waitFor({ state: 'detached' });
      await field(page, 'Reg').fill(reg);
      await field(page, 'Reg').press('Enter');
      await vehicleDialog(page).waitFor();
      await expect.poll(async () => (await alertsIn(dialog(page)))[0]).toBe(message);
    }
    expect(await enquiryCount(demo)).toBe(before);
  });

  test('a changed Reg asks for the vehicle again, and only the new one is sent', async ({
    page,
    demo,
  }) => {
    await openForm(page);
    await field(page, 'Reg').fill('yk19 hbn');
    await field(page, 'Reg').press('Tab');
    await confirmVehicle(page, 'Ford', 'Focus');
    await field(page, 'Parts').fill('Clutch kit');
    await dialog(page).getByRole('button', { name: 'Next day', exact: true }).click();
    // Left unchanged, Reg does not ask again.
    await field(page, 'Reg').focus();
    await field(page, 'Reg').press('Tab');
    await expect(vehicleDialog(page)).toHaveCount(0);

    await field(page, 'Reg').fill('yk19 hbm');
    await field(page, 'Reg').press('Tab');

    await vehicleDialog(page).waitFor();
    await expect(vehicleDialog(page).getByLabel('Make')).toHaveValue('Ford');
    await expect(vehicleDialog(page).getByLabel('Model')).toHaveValue('Focus');
    await screenshotAtWidths(page, 'new-enquiry-vehicle-asked-again');
    await confirmVehicle(page, 'Ford', 'Fiesta');
    await expect(field(page, 'Notes')).toHaveValue('[NEXT DAY] \n\n(Ford, Fiesta)');
    await submit(page).click();

    await dialog(page).waitFor({ state: 'detached' });
    const sent = (await davesEnquiries(demo)).filter(({ Parts }) => Parts === 'Clutch kit');
    expect(sent).toMatchObject([{ Reg: 'YK19 HBM', Notes: '[NEXT DAY] \n\n(Ford, Fiesta)' }]);
  });

  test('the 200-character Notes limit counts what the garage typed', async ({ page, demo }) => {
    const before = await enquiryCount(demo);
    await openForm(page);
    await dialog(page).getByRole('button', { name: 'Same day', exact: true }).click();
    await field(page, 'Reg').fill('LS70 KPT');
    await field(page, 'Reg').press('Tab');
    await confirmVehicle(page, 'Kia', 'Ceed');
    await field(page, 'Parts').fill('Rear wiper');
    // Typed after the prefix, before the vehicle's paragraph.
    const typed = 'n'.repeat(201);
    await field(page, 'Notes').evaluate((notes: HTMLTextAreaElement) => {
      notes.focus();
      notes.setSelectionRange(11, 11);
    });
    await page.keyboard.insertText(typed);

    await submit(page).click();

    await expect.poll(() => alertsIn(dialog(page))).toEqual(['Must be 200 characters or less']);
    await expect(field(page, 'Notes')).toHaveValue(`[SAME DAY] ${typed}\n\n(Kia, Ceed)`);
    expect(await enquiryCount(demo)).toBe(before);
    await screenshotAtWidths(page, 'new-enquiry-notes-too-long');

    await field(page, 'Notes').press('Backspace');
    await submit(page).click();

    await dialog(page).waitFor({ state: 'detached' });
    const created = (await davesEnquiries(demo)).find(({ Reg }) => Reg === 'LS70 KPT');
    expect(created?.Notes).toBe(`[SAME DAY] ${typed.slice(1)}\n\n(Kia, Ceed)`);
  });

  test('a refused submit says Unknown error and keeps every field', async ({ page, demo }) => {
    await demo.addFault({ pathPattern: '/api/connectplus/enquiry', status: 500 });
    const before = await enquiryCount(demo);
    await openForm(page);
    await field(page, 'Reg').fill('LS70 KPT');
    await field(page, 'Parts').focus();
    await confirmVehicle(page, 'Kia', 'Ceed');
    await field(page, 'Parts').fill('Wiper blades');
    await dialog(page).getByRole('button', { name: 'Next day', exact: true }).click();

    await submit(page).click();

    await dialog(page).getByText('Unknown error', { exact: true }).waitFor();
    await expect(field(page, 'Reg')).toHaveValue('LS70 KPT');
    await expect(field(page, 'Parts')).toHaveValue('Wiper blades');
    await expect(field(page, 'Notes')).toHaveValue('[NEXT DAY] (Kia, Ceed)');
    expect(await enquiryCount(demo)).toBe(before);
    await screenshot(page, 'new-enquiry-unknown-error');

    await demo.clearFaults();
    await submit(page).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(await enquiryCount(demo)).toBe(before + 1);
  });

  test('a double submit creates one enquiry', async ({ page, demo }) => {
    // Slow answers, so the second click lands while the first is on its way.
    await demo.addFault({ pathPattern: '/api/connectplus/enquiry', latencyMs: 500 });
    const before = await enquiryCount(demo);
    await openForm(page);
    await dialog(page).getByRole('radio', { name: 'Consumables', exact: true }).check();
    await field(page, 'Parts').fill('Brake cleaner x12');
    await dialog(page).getByRole('button', { name: 'Same day', exact: true }).click();

    await submit(page).dblclick();

    await dialog(page).waitFor({ state: 'detached' });
    expect(await enquiryCount(demo)).toBe(before + 1);
  });

  test('the draft, image included, survives closing and a reload until cleared', async ({
    page,
  }) => {
    await openForm(page);
    await dialog(page).getByRole('radio', { name: 'Order', exact: true }).check();
    await field(page, 'Reg').fill('ab');
    await field(page, 'Notes').fill('Half written');
    await attachPhoto(page, 'pads');
    await draftImageStored(page, 'newEnquiryDraftImage');
    await dialog(page).getByRole('button', { name: 'Close', exact: true }).click();

    await page.reload();
    await page.getByRole('button', { name: 'New Enquiry', exact: true }).click();
    await dialog(page).getByRole('img', { name: 'Attached image damage.png' }).waitFor();
    await expect(field(page, 'Reg')).toHaveValue('ab');
    await expect(field(page, 'Notes')).toHaveValue('Half written');
    await expect
      .poll(() => dialog(page).getByRole('radio', { name: 'Order', exact: true }).isChecked())
      .toBe(true);
    await screenshot(page, 'new-enquiry-draft-after-reload');

    await dialog(page).getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(field(page, 'Reg')).toHaveValue('');
    // Straight away: the draft's own record says the image is gone, whatever IndexedDB does.
    await page.reload();
    await page.getByRole('button', { name: 'New Enquiry', exact: true }).click();
    await expect(field(page, 'Notes')).toHaveValue('');
    await expect(dialog(page).getByRole('img')).toHaveCount(0);
  });

  test('saved part shortcuts add to Parts in one click', async ({ page, context }) => {
    await context.addInitScript(
      (key) => localStorage.setItem(key, JSON.stringify(['Oil filter', 'Wiper blades'])),
      storageKey(page, 'quickLaunchParts'),
    );
    await openForm(page);
    await field(page, 'Parts').fill('Brake pads');

    await dialog(page).getByRole('button', { name: 'Add Wiper blades', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Add Oil filter', exact: true }).click();

    await expect(field(page, 'Parts')).toHaveValue('Brake pads, Wiper blades, Oil filter');
  });

  test('a part list that cannot load says so', async ({ page, demo }) => {
    await demo.addFault({ pathPattern: '/api/connectplus/partlist', status: 500 });
    await openForm(page);
    await dialog(page).getByRole('button', { name: 'Select part list', exact: true }).click();

    // After the queries' 3 retries (about 7 s).
    await page
      .getByRole('dialog', { name: 'Select part list' })
      .getByText('Failed to load parts. Refresh to try again.', { exact: true })
      .waitFor({ timeout: 20_000 });
  });
});

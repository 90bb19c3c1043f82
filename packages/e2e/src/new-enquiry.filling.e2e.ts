// The New Enquiry form filled in: a Parts enquiry with its vehicle, delivery, part list and
// image; a Consumables one; a changed Reg; the draft across a reload; part shortcuts. What goes
// wrong: new-enquiry.errors.e2e.ts.
import { partPhotoPng, type PhotoVariant } from '@garage/mock-server/assets';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import {
  draftImageStored,
  expect,
  fixtures,
  screenshot,
  screenshotAtWidths,
  storageKey,
  test,
} from './harness.ts';
import {
  alertsIn,
  confirmVehicle,
  davesEnquiries,
  dialog,
  field,
  openForm,
  submit,
  vehicleDialog,
} from './new-enquiry-steps.ts';

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

  test('the draft, image included, survives closing and a reload until cleared, undoably', async ({
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
    // A Clear pressed by mistake is undone, the image too.
    await dialog(page).getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(field(page, 'Notes')).toHaveValue('Half written');
    await dialog(page).getByRole('img', { name: 'Attached image damage.png' }).waitFor();
    await dialog(page).getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(field(page, 'Reg')).toHaveValue('');
    await screenshotAtWidths(page, 'new-enquiry-cleared');
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
});

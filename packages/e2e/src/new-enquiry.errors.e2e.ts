// What goes wrong in the New Enquiry form: every validation message, the Notes limit, a submit
// the supplier refuses, a double submit, a part list that cannot load. Filling it in:
// new-enquiry.filling.e2e.ts.
import { describe } from 'vitest';
import {
  advanceClockUntil,
  type DemoApiClient,
  expect,
  screenshot,
  screenshotAtWidths,
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

/** Every enquiry the supplier holds, of every garage. */
const enquiryCount = async (demo: DemoApiClient) => (await demo.enquiries()).length;

describe('New Enquiry (dave, garage 1)', () => {
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

  test('a refused submit says Unknown error and keeps every field', async ({
    page,
    demo,
    allowProblem,
  }) => {
    allowProblem(
      /^console\.error: Creating the enquiry failed ApiError: HTTP 400: Injected fault/,
      'the submit fails on purpose: the portal logs the failure it tells the garage of',
    );
    // Refused (4xx): nothing was raised, so there is nothing to look for (a lost answer:
    // new-enquiry.lost-answer.e2e.ts).
    await demo.addFault({ pathPattern: '/api/connectplus/enquiry', status: 400 });
    const before = await enquiryCount(demo);
    await openForm(page);
    await field(page, 'Reg').fill('LS70 KPT');
    await field(page, 'Parts').focus();
    await confirmVehicle(page, 'Kia', 'Ceed');
    await field(page, 'Parts').fill('Wiper blades');
    await dialog(page).getByRole('button', { name: 'Next day', exact: true }).click();

    await submit(page).click();

    await expect(dialog(page).getByRole('alert')).toHaveText('Unknown error');
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

  test('a part list that cannot load says so', async ({ page, demo }) => {
    await demo.addFault({ pathPattern: '/api/connectplus/partlist', status: 500 });
    await page.clock.install();
    await openForm(page);
    await dialog(page).getByRole('button', { name: 'Select part list', exact: true }).click();

    // After the queries' 3 retries (about 7 s of the page's clock, run on rather than waited).
    const failed = page
      .getByRole('dialog', { name: 'Select part list' })
      .getByText('Failed to load parts. Refresh to try again.', { exact: true });
    await advanceClockUntil(page, failed, { step: 2_000, max: 8 });
  });
});

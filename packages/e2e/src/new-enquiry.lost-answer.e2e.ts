// A New Enquiry whose answer is lost on the way back: the supplier raised it (or not), the
// portal heard nothing. Before the garage is offered to send it again the portal looks for it in
// the garage's list (docs/rules.md#when-the-answer-is-lost), so a second press cannot raise, or with
// Status Order order, the parts twice.
import type { Page, Route } from 'playwright-core';
import { describe } from 'vitest';
import { expect, portalPath, screenshotAtWidths, test } from './harness.ts';
import {
  confirmVehicle,
  davesEnquiries,
  dialog,
  field,
  openForm,
  submit,
} from './new-enquiry-steps.ts';

const isEnquiryPost = (url: URL) => portalPath(url) === '/api/connectplus/enquiry';

/** The network drops each answer to the enquiry POST: after the supplier got it, or before. */
async function loseAnswers(page: Page, when: 'after the supplier got it' | 'before') {
  await page.route(isEnquiryPost, async (route: Route) => {
    if (when === 'after the supplier got it') await route.fetch();
    await route.abort('connectionreset');
  });
}

/** An order straight away (Status Order) for a Kia Ceed's wiper blades. */
async function fillOrder(page: Page, reg: string) {
  await openForm(page);
  await field(page, 'Reg').fill(reg);
  await field(page, 'Parts').focus();
  await confirmVehicle(page, 'Kia', 'Ceed');
  await field(page, 'Parts').fill('Wiper blades');
  await dialog(page).getByRole('button', { name: 'Next day', exact: true }).click();
  await dialog(page).getByRole('radio', { name: 'Order', exact: true }).check();
}

const ordersFor = async (demo: Parameters<typeof davesEnquiries>[0], reg: string) =>
  (await davesEnquiries(demo)).filter((enquiry) => enquiry.Reg === reg);

describe('New Enquiry whose answer is lost (dave, garage 1)', () => {
  test('an order the supplier raised is found in the list: the form closes, one order', async ({
    page,
    demo,
  }) => {
    await fillOrder(page, 'LS70 KPT');
    await loseAnswers(page, 'after the supplier got it');

    await submit(page).click();

    await page.getByText('Enquiry sent', { exact: true }).waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    await page
      .getByRole('list', { name: 'My Enquiries', exact: true })
      .getByRole('listitem')
      .filter({ hasText: 'LS70 KPT' })
      .first()
      .waitFor();
    expect(await ordersFor(demo, 'LS70 KPT')).toMatchObject([
      { Status: 'Order', Parts: 'Wiper blades', Notes: '[NEXT DAY] (Kia, Ceed)' },
    ]);
  });

  test('one the supplier never got says so, keeps the form, and is sent once again', async ({
    page,
    demo,
    allowProblem,
  }) => {
    allowProblem(
      /^console\.error: Creating the enquiry failed TypeError: Failed to fetch/,
      'the portal logs the failure it tells the garage of',
    );
    await fillOrder(page, 'LS70 KPU');
    await loseAnswers(page, 'before');

    await submit(page).click();

    const failure = dialog(page).getByRole('alert');
    await expect(failure).toHaveText(
      'Unknown errorIt is not in your enquiries, so the supplier did not receive it. Press Submit to send it again.',
    );
    await expect(field(page, 'Reg')).toHaveValue('LS70 KPU');
    await expect(field(page, 'Parts')).toHaveValue('Wiper blades');
    expect(await ordersFor(demo, 'LS70 KPU')).toEqual([]);
    await screenshotAtWidths(page, 'new-enquiry-not-received');

    await page.unroute(isEnquiryPost);
    await submit(page).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(await ordersFor(demo, 'LS70 KPU')).toHaveLength(1);
  });

  test('a form closed while its order is on its way, opened again, waits for it and empties', async ({
    page,
    demo,
  }) => {
    // The request held on its way until the test lets it go: the garage closes the form before
    // the answer and opens it again.
    let letGo = () => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    await fillOrder(page, 'LS70 KPV');
    await page.route(isEnquiryPost, async (route: Route) => {
      await held;
      await route.continue();
    });
    await submit(page).click();
    await dialog(page).getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('button', { name: 'New Enquiry', exact: true }).click();

    // The order being sent shows again, and cannot be sent twice meanwhile.
    await expect(field(page, 'Reg')).toHaveValue('LS70 KPV');
    await expect(dialog(page).getByRole('status')).toHaveText(
      'Your last enquiry is still on its way to the supplier...',
    );
    await expect(submit(page)).toBeDisabled();
    await screenshotAtWidths(page, 'new-enquiry-earlier-on-its-way');

    letGo();
    await expect(dialog(page).getByRole('status')).toHaveText('Your last enquiry was sent.');
    await expect(field(page, 'Reg')).toHaveValue('');
    await expect(submit(page)).toBeEnabled();
    expect(await ordersFor(demo, 'LS70 KPV')).toHaveLength(1);
  });
});

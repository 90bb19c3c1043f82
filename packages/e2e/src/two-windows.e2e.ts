// A sales demo as it is given: two windows of one browser, the garage in the portal and the
// supplier (the salesperson) in the console at /console. An enquiry, its quote, a message each
// way, the order, the dispatch and the van moving on Tracking until it is delivered. The
// portal polls every 20 s, so its window's clock is run on to its next poll.
import type { Locator, Page } from 'playwright-core';
import {
  advanceClockUntil,
  expect,
  fixtures,
  newPage,
  screenshot,
  signIn,
  test,
} from './harness.ts';
import { raiseEnquiry } from './new-enquiry-steps.ts';

const reg = 'YX71 TWO';
const nextPoll = 21_000;

/** Runs the portal's clock on, a poll at a time, until `shown` is on screen. */
const pollUntil = (page: Page, shown: Locator | (() => Promise<boolean>)) =>
  advanceClockUntil(page, shown, { step: nextPoll, max: 10 });

test(
  'the garage and the supplier, side by side: enquiry, quote, messages, order, van, delivery',
  { timeout: 180_000 },
  async ({ page: garage, context, demo }) => {
    await garage.clock.install();
    await signIn(garage, 'dave');
    await garage.goto('./');

    // The garage raises an enquiry.
    await raiseEnquiry(garage, reg);
    await garage.getByText('Enquiry sent', { exact: true }).waitFor();
    const raised = await demo.enquiries({ GarageId: fixtures.garages.kirkstall });
    const enquiryId = raised.find(({ Reg }) => Reg === reg)?.EnquiryId;
    if (!enquiryId) throw new Error(`The supplier holds no enquiry ${reg}`);

    // It appears in the supplier console, which quotes it.
    const supplier = await newPage(context);
    await supplier.setViewportSize({ width: 1280, height: 900 });
    await supplier.goto('console/');
    const listed = supplier
      .getByRole('region', { name: 'Live enquiries' })
      .locator(`a[href$="/console/enquiries/${enquiryId}"]`);
    await listed.waitFor();
    await expect.poll(() => listed.innerText()).toContain(reg);
    await listed.click();
    const detail = supplier.getByRole('region', { name: `Enquiry ${enquiryId}` });
    const status = (text: string) => detail.locator('header').getByText(text, { exact: true });
    const builder = supplier.getByRole('form', { name: 'Quote builder' });
    await builder.getByLabel('Search the parts catalogue').fill('BP-FO');
    await builder.getByRole('button', { name: 'Add BP-FO-1021' }).click();
    await builder.getByRole('button', { name: 'Send quote' }).click();
    await status('Quoted').waitFor();

    // The portal shows Quoted at its next poll.
    await garage.getByRole('searchbox', { name: 'Search enquiries' }).fill(reg);
    const card = garage
      .getByRole('list', { name: 'My Enquiries', exact: true })
      .getByRole('listitem')
      .filter({ hasText: reg });
    await pollUntil(garage, card.getByText('Quoted', { exact: true }));
    await card.getByRole('link').click();

    // A message each way.
    const messages = garage.getByRole('region', { name: 'Messages', exact: true });
    await messages.getByRole('textbox', { name: 'Message' }).fill('Are these Mintex?');
    await messages.getByRole('button', { name: 'Send', exact: true }).click();
    const thread = supplier.getByRole('list', { name: 'Messages' });
    await thread.getByText('Are these Mintex?').waitFor();
    await supplier.getByLabel('Reply to the garage').fill('Yes, Mintex ceramic.');
    await supplier.getByRole('button', { name: 'Send message' }).click();
    await thread.getByText('Yes, Mintex ceramic.').waitFor();
    await pollUntil(garage, messages.getByText('Yes, Mintex ceramic.'));

    // The garage orders; the supplier console shows Garage Confirmed.
    await garage.getByRole('checkbox', { name: 'Select BP-FO-1021' }).check();
    await garage.getByRole('button', { name: 'Place Order', exact: true }).click();
    await garage.getByText('Thanks for your order!', { exact: true }).waitFor();
    await status('Garage Confirmed').waitFor();
    await screenshot(supplier, 'two-windows-console-confirmed');
    await screenshot(garage, 'two-windows-portal-ordered');

    // The supplier dispatches: a van leaves the depot, shown on the portal's Tracking.
    await detail.getByRole('button', { name: 'Dispatch (van leaves the depot)' }).click();
    await status('Ordered').waitFor();
    const [document] = (await demo.enquiry(enquiryId)).Delivery?.Document ?? [''];
    await garage.getByRole('link', { name: 'Tracking', exact: true }).click();
    const delivery = garage.getByRole('list', { name: 'Deliveries' }).getByRole('button', {
      name: document,
    });
    await pollUntil(garage, delivery);
    await delivery.click();
    const van = garage
      .getByRole('region', { name: 'Map', exact: true })
      .getByRole('img', { name: `Van ${document}`, exact: true });
    const position = async () => [
      await van.getAttribute('data-lat'),
      await van.getAttribute('data-lng'),
    ];
    const atDepot = await position();

    // The supplier moves the demo clock on: the van moves on the portal's map.
    await supplier.getByRole('button', { name: '+1 hour' }).click();
    await garage.clock.fastForward(60 * 60_000);
    await pollUntil(garage, async () => (await position()).join() !== atDepot.join());
    await screenshot(garage, 'two-windows-van-moving');

    // Delivered: it leaves the garage's Tracking.
    await detail.getByRole('button', { name: 'Mark delivered' }).click();
    await pollUntil(garage, async () => !(await delivery.isVisible()));
    expect((await demo.enquiry(enquiryId)).Delivery?.Delivered).toBe(true);
  },
);

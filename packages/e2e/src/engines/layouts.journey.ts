// Every screen at a desktop, a tablet and a phone width in Firefox and WebKit: nothing scrolls
// sideways or is cut off, controls are touch-sized on touch widths (the Chromium suite's check,
// ../layout-checks.ts), and each is saved as screenshots/<engine>/layout-<screen>-<width>.png to
// look at beside Chromium's. Each screen is opened once and drawn at the three widths in turn,
// as a window resized or a tablet turned would. WebKit's window cannot be narrower than about
// 447 px, so its phone is that wide: still the phone layout (up to 767 px), as on the widest
// phones.
import {
  isTouchWidth,
  layoutProblemsInPage,
  viewports,
  type ViewportName,
} from '../layout-checks.ts';
import { expect, fixtures, signIn, test } from './harness.ts';
import type { Target } from './engine-page.ts';
import type { Portal } from './portal.ts';

const myList = { role: 'list', name: 'My Enquiries' };
const widths = Object.keys(viewports) as ViewportName[];

/** The screen at each width: checked, and saved to look at. */
async function expectFitsAtEveryWidth(portal: Portal, screen: string, shows: Target) {
  for (const name of widths) {
    const { width } = await portal.resize(viewports[name].width, viewports[name].height);
    await portal.see(shows);
    await expect
      .poll(() => portal.evaluate(layoutProblemsInPage, isTouchWidth(name)), {
        message: `${screen} at ${width} px in ${portal.engine}`,
      })
      .toEqual([]);
    await portal.screenshot(`layout-${screen}-${width}`);
  }
}

test('every screen fits a desktop, a tablet and a phone, with touch-sized controls on touch widths', async ({
  portal,
  demo,
  expectedProblems,
}) => {
  await portal.open('login');
  await expectFitsAtEveryWidth(portal, 'login', { role: 'heading', name: 'Enter license code' });

  await signIn(portal, 'dave');
  for (const [screen, path, shows] of [
    ['enquiries', '', { role: 'listitem', within: myList }],
    ['enquiry-quoted', `enquiries/${fixtures.enquiries.quoted}`, { text: 'IN STOCK' }],
    [
      'enquiry-ordered',
      `enquiries/${fixtures.enquiries.ordered}`,
      { text: 'Thanks for your order!' },
    ],
    ['tracking', 'tracking', { text: /E\.T\.A\.:/ }],
    ['returns', 'returns', { text: 'Returned in the last 3 months' }],
    ['news', 'news', { role: 'listitem', within: { role: 'list', name: 'Bulletins' } }],
    ['settings', 'settings', { placeholder: 'Enter part to save...' }],
  ] as const) {
    await portal.open(path);
    await expectFitsAtEveryWidth(portal, screen, shows);
  }

  // Another garage's enquiry, from Global Enquiries, reached by its address in the app.
  await portal.open('');
  await portal.click({ role: 'button', name: 'Global Enquiries' });
  await portal.see({ role: 'listitem', within: { role: 'list', name: 'Global Enquiries' } });
  await portal.evaluate((path: string) => {
    history.pushState(null, '', `${location.pathname}${path}`);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `enquiries/${fixtures.enquiries.headingleyWaiting}`);
  await expectFitsAtEveryWidth(portal, 'enquiry-global', { text: /^Global enquiry: read-only\./ });

  await portal.open('');
  await portal.click({ role: 'button', name: 'New Enquiry' });
  await expectFitsAtEveryWidth(portal, 'new-enquiry', { role: 'dialog', name: 'New Enquiry' });

  // A back-order check that fails: the enquiry says the back order is not known, never that
  // there is none (the failure is logged, on purpose).
  expectedProblems.push(
    /^console\.error: Backorder check of enquiry \d+ failed ApiError: HTTP 500: Injected fault/,
  );
  await demo.addFault({ pathPattern: '/api/connectplus/backordered/check/*', status: 500 });
  await portal.open(`enquiries/${fixtures.enquiries.quotedBackordered}`);
  await expectFitsAtEveryWidth(portal, 'enquiry-back-order-unknown', {
    text: 'BACK ORDER UNKNOWN',
    within: { role: 'region', name: 'Enquiry detail' },
  });
  await portal.seeNo({ text: 'ON BACK ORDER' });
  await demo.clearFaults();

  // On a phone the messages are a tab of their own beside the enquiry's.
  await portal.resize(viewports.phone.width, viewports.phone.height);
  await portal.open(`enquiries/${fixtures.enquiries.quoted}`);
  await portal.click({ role: 'link', name: 'Messages (2)' });
  await expectFitsAtEveryWidth(portal, 'enquiry-messages', { text: /Yes, Mintex ceramic\./ });
});

// Every screen at a desktop, a tablet and a phone width in Firefox and WebKit: nothing scrolls
// sideways or is cut off, controls are touch-sized on touch widths (the Chromium suite's check,
// ../layout-checks.ts), and each is saved as screenshots/<engine>/layout-<screen>-<width>.png to
// look at beside Chromium's. WebKit's window cannot be narrower than about 447 px, so its phone
// is that wide: still the phone layout (up to 767 px), as on the widest phones.
import { describe } from 'vitest';
import {
  isTouchWidth,
  layoutProblemsInPage,
  viewports,
  type ViewportName,
} from '../layout-checks.ts';
import { expect, fixtures, signIn, test } from './harness.ts';

const myList = { role: 'list', name: 'My Enquiries' };

describe.each(Object.keys(viewports) as ViewportName[])('at %s width', (name) => {
  test('every screen fits the width, with touch-sized controls on touch widths', async ({
    portal,
  }) => {
    const { width } = await portal.resize(viewports[name].width, viewports[name].height);
    const expectFits = async (screen: string) => {
      await portal.screenshot(`layout-${screen}-${width}`);
      await expect
        .poll(() => portal.evaluate(layoutProblemsInPage, isTouchWidth(name)), {
          message: `${screen} at ${width} px in ${portal.engine}`,
        })
        .toEqual([]);
    };

    await portal.open('login');
    await portal.see({ role: 'heading', name: 'Enter license code' });
    await expectFits('login');

    await signIn(portal, 'dave');
    await portal.open('');
    await portal.see({ role: 'listitem', within: myList });
    await expectFits('enquiries');

    await portal.open(`enquiries/${fixtures.enquiries.quoted}`);
    await portal.see({ role: 'button', name: 'Place Order' });
    await expectFits('enquiry-quoted');

    if (name === 'phone') await portal.click({ role: 'link', name: 'Messages (2)' });
    await portal.see({ text: /Yes, Mintex ceramic\./ });
    await expectFits('enquiry-messages');

    await portal.open('');
    await portal.click({ role: 'button', name: 'New Enquiry' });
    await portal.see({ role: 'dialog', name: 'New Enquiry' });
    await expectFits('new-enquiry');

    for (const [screen, shows] of [
      ['tracking', { text: /E\.T\.A\.:/ }],
      ['returns', { text: 'Returned in the last 3 months' }],
      ['news', { role: 'listitem', within: { role: 'list', name: 'Bulletins' } }],
      ['settings', { placeholder: 'Enter part to save...' }],
    ] as const) {
      await portal.open(screen);
      await portal.see(shows);
      await expectFits(screen);
    }
  });
});

// Activation in Firefox and WebKit (docs/screens.md#login), typed with real keys after real
// clicks: there a click puts the caret before a box's digit, where Chromium puts it after.
import { expect, fixtures, test } from './harness.ts';

const box = (n: number) => ({ label: `Digit ${n} of 8` });
const activate = { role: 'button', name: 'ACTIVATE' };
const header = { role: 'banner' };

test('a wrong code is refused; retyped over, the right one opens the enquiries under the company’s header', async ({
  portal,
}) => {
  await portal.open('');
  await portal.click(box(1));
  await portal.type('12345678');
  await portal.click(activate);
  await portal.see({ text: 'Invalid license code' });

  await portal.click(box(1));
  await portal.type(fixtures.licenceCodes.dave);
  await expect
    .poll(() =>
      portal.evaluate(() =>
        [...document.querySelectorAll('input')].map((input) => input.value).join(''),
      ),
    )
    .toBe(fixtures.licenceCodes.dave);
  await portal.click(activate);
  await expect.poll(() => portal.path()).toBe('/');
  await portal.see({ text: 'Pennine Motor Factors (PMF1001)', within: header });
  await expect
    .poll(() =>
      portal.evaluate(
        () => getComputedStyle(document.querySelector('header') ?? document.body).backgroundColor,
      ),
    )
    .toBe('rgb(29, 78, 216)');
  await expect
    .poll(() =>
      portal.evaluate(() => {
        const logo = document.querySelector<HTMLImageElement>(
          'img[alt="Pennine Motor Factors logo"]',
        );
        return logo !== null && logo.complete && logo.naturalWidth > 0;
      }),
    )
    .toBe(true);
  await portal.screenshot('login-signed-in');
});

test('Backspace clears the code box by box from the last, wherever a click left the caret', async ({
  portal,
}) => {
  await portal.open('login');
  await portal.click(box(1));
  await portal.type('12345678');
  await portal.click(activate);
  await portal.see({ text: 'Invalid license code' });

  await portal.click(box(8));
  await portal.press(...Array.from({ length: 8 }, () => 'Backspace' as const));
  await expect
    .poll(() =>
      portal.evaluate(() =>
        [...document.querySelectorAll('input')].map((input) => input.value).join(''),
      ),
    )
    .toBe('');
  await portal.type(fixtures.licenceCodes.dave);
  await portal.click(activate);
  await expect.poll(() => portal.path()).toBe('/');
});

test('an activation the supplier fails reloads the portal, which says so once', async ({
  portal,
}) => {
  await portal.open('login');
  await portal.click(box(1));
  await portal.type('50000500');
  await portal.click(activate);
  // The required reload to /, and on to the licence screen, which says what happened.
  await portal.see({
    text: "Activation failed on the supplier's side. Please enter your license code again.",
  });
  await portal.screenshot('login-activation-failed');

  await portal.reload();
  await portal.see(box(1));
  await portal.seeNo({ text: /^Activation failed/ });
});

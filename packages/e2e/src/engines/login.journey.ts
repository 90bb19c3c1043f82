import { expect, fixtures, test } from './harness.ts';

const box = (n: number) => ({ label: `Digit ${n} of 8` });

test('a wrong licence code is refused, the right one opens the enquiries', async ({ portal }) => {
  await portal.open('');
  await portal.click(box(1));
  await portal.type('12345678');
  await portal.click({ role: 'button', name: /activate/i });
  await portal.see({ text: 'Invalid license code' });
  await portal.click(box(1));
  await portal.type(fixtures.licenceCodes.dave);
  await portal.click({ role: 'button', name: /activate/i });
  await expect.poll(() => portal.path()).toBe('/');
  await portal.see({ text: 'Pennine Motor Factors (PMF1001)' });
  await portal.screenshot('login-signed-in');
});

// The harness itself, in each engine: the page's own report of what went wrong reaches the test.
import { expect, test } from './harness.ts';

test('a console error and a script the CSP refuses are reported by the page', async ({
  portal,
  expectedProblems,
}) => {
  expectedProblems.push(/planted by the harness test/, /^CSP: script-src/);
  await portal.open('');
  await portal.see({ role: 'button', name: /activate/i });
  await portal.evaluate(() => {
    console.error('planted by the harness test');
    const inline = document.createElement('script');
    inline.textContent = 'window.plantedInline = true';
    document.head.append(inline);
  });
  const planted = [
    'console.error: planted by the harness test',
    expect.stringMatching(/^CSP: script-src\S* refused inline/),
  ];
  await expect.poll(() => portal.problems()).toEqual(expect.arrayContaining(planted));
  // A reload keeps what was reported before it.
  await portal.reload();
  await portal.see({ role: 'button', name: /activate/i });
  await expect.poll(() => portal.problems()).toEqual(expect.arrayContaining(planted));
});

test('the page runs in the UK’s zone, whatever the machine’s', async ({ portal }) => {
  await portal.open('login');
  await expect
    .poll(() => portal.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone))
    .toBe('Europe/London');
});

// The keyboard in Firefox and WebKit (docs/keyboard.md): the navigation and the enquiry list are
// reached with Tab, and a card opened with Enter. WebKit runs with Safari's default, where Tab
// skips links; Firefox makes a scrolling box a Tab stop of its own. The list is one stop in
// every engine, and the arrows go on from it to the cards.
import { expect, signIn, test } from './harness.ts';
import type { Portal } from './portal.ts';

/** What has the focus, as the garage would name it: a card by its list position. */
const focused = (portal: Portal) =>
  portal.evaluate(() => {
    const element = document.activeElement;
    if (element === null || element === document.body) return 'nothing';
    const card = element.closest('[aria-posinset]');
    if (card !== null) return `card ${card.getAttribute('aria-posinset') ?? '?'}`;
    const name = element.getAttribute('aria-label') ?? element.textContent.trim();
    return `${element.tagName.toLowerCase()} ${name.slice(0, 40)}`;
  });

/** Presses Tab until `stop` has the focus, at most `most` times; the stops passed, in order. */
async function tabUntil(portal: Portal, stop: string, most: number): Promise<string[]> {
  const passed: string[] = [];
  for (let step = 0; step < most; step += 1) {
    await portal.press('Tab');
    passed.push(await focused(portal));
    if (passed.at(-1) === stop) return passed;
  }
  throw new Error(`Tab never reached ${stop} in ${portal.engine}: ${passed.join(' → ')}`);
}

test('Tab reaches the navigation and the list, the arrows a card, and Enter opens it', async ({
  portal,
}) => {
  await signIn(portal, 'dave');
  await portal.open('');
  await portal.see({ role: 'listitem', within: { role: 'list', name: 'My Enquiries' } });

  // From the top of the page: the navigation's links are Tab stops, Safari's default or not.
  await tabUntil(portal, 'a Tracking', 10);

  // From the search box on: the filter, then the list itself, one stop; ArrowDown to its first
  // card, Tab to the next.
  await portal.click({ role: 'searchbox', name: 'Search enquiries' });
  const stops = await tabUntil(portal, 'div My Enquiries', 2);
  expect(stops).toEqual(['button Filter by date', 'div My Enquiries']);
  await portal.press('ArrowDown');
  await expect.poll(() => focused(portal)).toBe('card 1');
  await portal.press('Tab');
  await expect.poll(() => focused(portal)).toBe('card 2');
  const opened = await portal.evaluate(
    () => document.activeElement?.getAttribute('href') ?? 'no link',
  );
  await portal.press('Enter');
  await expect
    .poll(() => portal.evaluate(() => location.pathname))
    .toBe(new URL(opened, portal.baseUrl).pathname);
  await portal.screenshot('keyboard-card-opened');
});

// The other screens in Firefox and WebKit, in one journey for time, each reached from the side
// navigation as a garage does: Tracking's deliveries with their ETAs, Returns' totals and list, a
// News bulletin's document, a Settings shortcut, and a reload that keeps the device signed in.
// The Chromium journeys: tracking.e2e.ts, returns.e2e.ts, news.e2e.ts, settings.e2e.ts and
// shell.e2e.ts.
import type { Bulletin, InTransitDelivery, ReturnRecord } from '@garage/api-types';
import { ukTimeZone } from '../harness/browser.ts';
import { supplierGet } from './garage-steps.ts';
import { expect, fixtures, signIn, test } from './harness.ts';
import type { Portal } from './portal.ts';

const account = fixtures.accounts.pennineLeeds;
const header = { text: 'Pennine Motor Factors (PMF1001)' };
const navigation = { role: 'navigation', name: 'Main' };

async function go(portal: Portal, screen: string, path: string) {
  await portal.click({ role: 'link', name: screen, within: navigation });
  await expect.poll(() => portal.path()).toBe(path);
}

/** An ETA as the Tracking card gives it: 'Today at HH:mm' in the garage's day, else the date. */
function etaText(eta: number): string {
  const uk = (at: number, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: ukTimeZone, ...options }).format(at);
  const date = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
  const time = uk(eta, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return uk(eta, date) === uk(Date.now(), date) ? `Today at ${time}` : `${uk(eta, date)} ${time}`;
}

test('Tracking, Returns, a News bulletin, a Settings shortcut kept after a reload, signed in', async ({
  portal,
}) => {
  const deviceId = await signIn(portal, 'dave');
  const deliveries = await supplierGet<InTransitDelivery[]>(
    portal,
    deviceId,
    `api/run/getInTransit/${account}`,
  );
  const delivery = deliveries.find(({ Document }) => Document[0] === 'INV-778201');
  if (delivery === undefined) throw new Error('The seed has no delivery INV-778201');
  const records = await supplierGet<ReturnRecord[]>(
    portal,
    deviceId,
    `api/garage/returnparts/list/${account}`,
  );
  const bulletin = (
    await supplierGet<Bulletin[]>(portal, deviceId, `api/promotions/${account}`)
  ).find(({ Title }) => Title === 'Winter battery check: money off Varta and Bosch batteries');
  if (!bulletin?.FilePath) throw new Error('The seed has no winter battery bulletin');
  const served = await fetch(bulletin.FilePath);
  expect(served.headers.get('content-type')).toBe('application/pdf');
  await served.body?.cancel();
  await portal.open('');
  await portal.see(header);

  await go(portal, 'Tracking', '/tracking');
  const card = {
    role: 'button',
    name: /^INV-778201/,
    within: { role: 'list', name: 'Deliveries' },
  };
  await expect
    .poll(() => portal.textOf(card))
    .toBe(
      'INV-778201(and 1 other doc(s))PART: TB-SK-5520QTY: 1PART: CL-SK-0301QTY: 1' +
        `E.T.A.: ${etaText(delivery.Eta)}`,
    );
  // The offline map's land comes in a chunk of its own, after the cards.
  await portal.see({ css: 'path[data-layer="land"]' });
  await portal.screenshot('screens-tracking');

  // The seed dates its returns up to 85 days back, then from 100: a 90-day cut-off falls in
  // the gap, so it agrees with "3 calendar months" whatever today is.
  const byReason: Record<string, string> = {};
  let total = 0;
  for (const record of records) {
    if (Date.parse(record.DateTime) < Date.now() - 90 * 24 * 3600 * 1000) continue;
    for (const { Reason, Qty } of record.Parts) {
      byReason[Reason] = `${Number(byReason[Reason] ?? 0) + Qty}`;
      total += Qty;
    }
  }
  await go(portal, 'Returns', '/returns');
  await expect
    .poll(() => portal.textOf({ role: 'status', name: 'Total returned' }))
    .toBe(`${total}`);
  // The totals by reason, every return oldest first, and the one of nine days ago in full.
  await expect
    .poll(() =>
      portal.evaluate(() => {
        const rows = (scope: Element | null | undefined) =>
          Array.from(scope?.querySelectorAll('tbody tr') ?? [], (row) =>
            Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent),
          );
        const entries = Array.from(
          document.querySelectorAll('[aria-label="Returns by date"] > li'),
        );
        return {
          byReason: Object.fromEntries(
            rows(document.querySelector('[aria-label="Returned by reason"]')).map(
              ([reason = '', qty = '']): [string, string] => [reason, qty],
            ),
          ),
          times: entries.map((entry) => entry.querySelector('time')?.dateTime),
          nineDaysAgo: rows(entries.find((entry) => entry.textContent.includes('AF-VA-0440'))),
        };
      }),
    )
    .toEqual({
      byReason,
      times: records.map(({ DateTime }) => DateTime).sort((a, b) => Date.parse(a) - Date.parse(b)),
      nineDaysAgo: [
        ['OF-VA-0012', '2', 'Not required'],
        ['AF-VA-0440', '1', 'Damaged in transit'],
      ],
    });
  await portal.screenshot('screens-returns');

  await go(portal, 'News', '/news');
  await portal.click({
    role: 'link',
    name: new RegExp(bulletin.Title),
    within: { role: 'list', name: 'Bulletins' },
  });
  await expect.poll(() => portal.path()).toBe(`/news/${bulletin.BulletinId}`);
  const detail = { role: 'region', name: 'Bulletin detail' };
  // The browser's own PDF viewer draws the document in the frame (pdf.js in both engines).
  const frame = { css: `iframe[title="${bulletin.Title}"]`, within: detail };
  await portal.see(frame);
  await expect
    .poll(() => portal.evaluate(() => document.querySelector('iframe')?.src))
    .toBe(bulletin.FilePath);
  await portal.screenshot('screens-news-bulletin');

  await go(portal, 'Settings', '/settings');
  await portal.fill({ placeholder: 'Enter part to save...' }, 'Oil filter');
  await portal.press('Enter');
  const shortcuts = { role: 'list', name: 'Saved shortcuts' };
  await portal.see({ text: 'Oil filter', within: shortcuts });

  // Reloaded: still signed in (the garage's details come, no licence screen), the shortcut kept.
  await portal.reload();
  await portal.see({
    text: 'Kirkstall Road Garage',
    within: { role: 'region', name: 'Your Info' },
  });
  await portal.see({ text: 'Oil filter', within: shortcuts });
  await portal.seeNo({ role: 'heading', name: 'Enter license code' });
  await expect.poll(() => portal.path()).toBe('/settings');
  await portal.screenshot('screens-settings-after-reload');
});

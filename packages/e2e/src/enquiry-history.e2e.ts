// Enquiries older than the lists' default windows (36 days for My Enquiries, 5 for Global): a
// date filter over their days asks the supplier for that range (docs/rules.md#enquiry-lists).
import type { EnquiryWindow } from '@garage/api-types';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import {
  type DemoApiClient,
  expect,
  fixtures,
  screenshotAtWidths,
  signIn,
  test,
  ukTimeZone,
} from './harness.ts';

const dayMs = 24 * 60 * 60 * 1000;
const { garages } = fixtures;

const myList = (page: Page) => page.getByRole('list', { name: 'My Enquiries', exact: true });
const globalList = (page: Page) =>
  page.getByRole('list', { name: 'Global Enquiries', exact: true });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search enquiries' });
const filterDialog = (page: Page) => page.getByRole('dialog', { name: 'Filter by date' });

/** The registrations of the cards rendered in a list. */
const regsIn = (list: ReturnType<typeof myList>) =>
  list
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('span')?.textContent ?? ''));

/** Today's day in the UK, as year, month and day, whatever this machine's zone. */
function ukToday(at: number) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: ukTimeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((one) => one.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A UK calendar day `offset` days from the UK day of `at`: its noon UTC (12:00 or 13:00 UK time,
 * inside that UK day in any season) and the day written as the dialog, the note and the
 * supplier's window write it.
 */
function ukDay(at: number, offset: number) {
  const { year, month, day } = ukToday(at);
  const noon = new Date(Date.UTC(year, month - 1, day + offset, 12));
  const [dd, mm, yyyy] = [noon.getUTCDate(), noon.getUTCMonth() + 1, noon.getUTCFullYear()];
  return {
    noon: noon.getTime(),
    field: `${pad(dd)}/${pad(mm)}/${yyyy}`,
    note: `${pad(dd)}/${pad(mm)}/${String(yyyy).slice(2)}`,
    iso: `${yyyy}-${pad(mm)}-${pad(dd)}`,
  };
}

/**
 * The mock's clock back at `past` (its store seeded afresh around it), the enquiries raised
 * then, and its clock moved on to `now` with /clock/advance, which keeps the store (at most 30
 * days a call). Returns the mock's time at the end.
 */
async function raiseInThePast(
  demo: DemoApiClient,
  past: number,
  now: number,
  raise: (demo: DemoApiClient) => Promise<unknown>,
) {
  let { nowMs } = await demo.setClock(past);
  await raise(demo);
  while (nowMs < now) {
    const ms = Math.min(now - nowMs, 30 * dayMs);
    ({ nowMs } = await demo.post<{ nowMs: number }>('/clock/advance', { ms }));
  }
  return nowMs;
}

/**
 * Two enquiries of dave's account raised 60 days ago (his own and one of Headingley's), one of
 * his raised today, the page's clock at the mock's, dave signed in and the list open. Today is
 * pinned at noon UK time, so the days do not move while the journey runs, at any hour.
 */
async function openWithHistory(page: Page, demo: DemoApiClient) {
  const today = ukDay(Date.now(), 0);
  const old = ukDay(today.noon, -60);
  const nowMs = await raiseInThePast(demo, old.noon, today.noon, async () => {
    await demo.createEnquiry(garages.kirkstall, { Reg: 'LX66 OLD', Parts: 'Alternator' });
    await demo.createEnquiry(garages.headingley, { Reg: 'LX66 HDY', Parts: 'Starter motor' });
  });
  await demo.createEnquiry(garages.kirkstall, { Reg: 'YK26 NEW', Parts: 'Wiper blades' });
  await page.clock.install({ time: nowMs });
  await signIn(page, 'dave');
  // The windows My Enquiries asks for, read on the way (a fetch's body is not in the request
  // event).
  const windows: EnquiryWindow[] = [];
  await page.route('**/api/connectplus/enquiries', async (route) => {
    windows.push(route.request().postDataJSON() as EnquiryWindow);
    await route.continue();
  });
  await page.goto('./');
  await myList(page).getByRole('listitem').filter({ hasText: 'YK26 NEW' }).waitFor();
  return { today, old, windows };
}

async function applyDateFilter(page: Page, start: string, end: string) {
  await page.getByRole('button', { name: 'Filter by date', exact: true }).click();
  const dialog = filterDialog(page);
  await dialog.getByLabel('Start date').fill(start);
  await dialog.getByLabel('End date').fill(end);
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
}

async function clearDateFilter(page: Page) {
  await page.getByRole('button', { name: 'Filter by date', exact: true }).click();
  await filterDialog(page).getByRole('button', { name: 'Clear', exact: true }).click();
  await filterDialog(page).waitFor({ state: 'detached' });
}

describe('a date filter over enquiries older than the default windows', () => {
  test('finds dave’s enquiry of 60 days ago, opens it, and clearing brings back the default list', async ({
    page,
    demo,
  }) => {
    const { old, windows } = await openWithHistory(page, demo);
    await expect.poll(() => regsIn(myList(page))).not.toContain('LX66 OLD');

    await applyDateFilter(page, old.field, old.field);

    await filterDialog(page).waitFor({ state: 'detached' });
    await page
      .getByText(`Showing enquiries between ${old.note} and ${old.note}`, { exact: true })
      .waitFor();
    const oldCard = myList(page).getByRole('listitem').filter({ hasText: 'LX66 OLD' });
    await oldCard.waitFor();
    // The range's own call: the day before its first day to the day after its last.
    expect(windows).toContainEqual({
      StartDate: ukDay(old.noon, -1).iso,
      EndDate: ukDay(old.noon, 1).iso,
    });
    await expect.poll(() => regsIn(myList(page))).not.toContain('YK26 NEW');
    await expect.poll(() => regsIn(myList(page))).not.toContain('LX66 HDY');
    await screenshotAtWidths(page, 'enquiry-history-range');

    // The search searches what the range brought.
    await searchBox(page).fill('alternator');
    await expect.poll(() => regsIn(myList(page))).toEqual(['LX66 OLD']);
    await searchBox(page).fill('');

    await oldCard.getByRole('link').click();
    const detail = page.getByRole('region', { name: 'Enquiry detail' });
    await detail.getByRole('heading', { name: 'LX66 OLD' }).waitFor();
    await expect(detail.getByText('Enquiry not found.')).toHaveCount(0);

    await clearDateFilter(page);
    await expect.poll(() => regsIn(myList(page))).toContain('YK26 NEW');
    await expect.poll(() => regsIn(myList(page))).not.toContain('LX66 OLD');
    await expect(page.getByText(/^Showing enquiries/)).toHaveCount(0);
    // The enquiry open stays open.
    await detail.getByRole('heading', { name: 'LX66 OLD' }).waitFor();
  });

  test('finds the account’s enquiries of 60 days ago in Global Enquiries', async ({
    page,
    demo,
  }) => {
    const { old } = await openWithHistory(page, demo);
    await page.getByRole('button', { name: 'Global Enquiries', exact: true }).click();
    await globalList(page).getByRole('listitem').filter({ hasText: 'YK26 NEW' }).waitFor();
    await expect.poll(() => regsIn(globalList(page))).not.toContain('LX66 HDY');

    await applyDateFilter(page, old.field, old.field);

    await globalList(page).getByRole('listitem').filter({ hasText: 'LX66 HDY' }).waitFor();
    await expect.poll(() => regsIn(globalList(page))).toContain('LX66 OLD');
    await expect.poll(() => regsIn(globalList(page))).not.toContain('YK26 NEW');

    await clearDateFilter(page);
    await expect.poll(() => regsIn(globalList(page))).toContain('YK26 NEW');
    await expect.poll(() => regsIn(globalList(page))).not.toContain('LX66 HDY');
  });

  test('refuses a range over 366 days, naming the limit and keeping what was typed', async ({
    page,
    demo,
  }) => {
    const { today, windows } = await openWithHistory(page, demo);
    const yearAndADayAgo = ukDay(today.noon, -366);
    const callsBefore = windows.length;

    await applyDateFilter(page, yearAndADayAgo.field, today.field);

    const dialog = filterDialog(page);
    const end = dialog.getByLabel('End date');
    await dialog.getByText('Date range must be 366 days or less', { exact: true }).waitFor();
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Start date')).toHaveValue(yearAndADayAgo.field);
    await expect(end).toHaveValue(today.field);
    await screenshotAtWidths(page, 'enquiry-history-refused');

    // A start alone runs to today: the same limit, said under Start date.
    await end.fill('');
    await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
    await dialog
      .getByText('Date range to today must be 366 days or less', { exact: true })
      .waitFor();
    await expect(dialog.getByLabel('Start date')).toHaveAttribute('aria-invalid', 'true');
    await screenshotAtWidths(page, 'enquiry-history-refused-start');

    // 366 days, both counted, is allowed.
    await dialog.getByLabel('Start date').fill(ukDay(today.noon, -365).field);
    await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByText(`Showing enquiries after ${ukDay(today.noon, -365).note}`, { exact: true })
      .waitFor();
    await myList(page).getByRole('listitem').filter({ hasText: 'LX66 OLD' }).waitFor();
    expect(windows.slice(callsBefore)).toContainEqual({
      StartDate: ukDay(today.noon, -366).iso,
      EndDate: ukDay(today.noon, 1).iso,
    });
  });
});

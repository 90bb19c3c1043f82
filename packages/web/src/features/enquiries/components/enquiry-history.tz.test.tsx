// @vitest-environment jsdom
// A date filter reaching outside the default windows asks the supplier for its own range
// (docs/rules.md#enquiry-lists): the list column and the detail of an enquiry opened from it.
import type { Enquiry, EnquiryWindow } from '@garage/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enquiryListsKey, myEnquiriesKey } from '../../../lib/enquiry-lists-key.ts';
import { apiBase, setupApiServer } from '../../../testing/api-test-server.ts';
import { makeEnquiry } from '../../../testing/make-enquiry.ts';
import {
  renderWithProviders,
  settleAndCleanup,
  stubLayoutSize,
} from '../../../testing/render-with-providers.tsx';
import { EnquiriesScreen } from './enquiries-screen.tsx';
import { EnquiryDetailPanel } from './enquiry-detail-panel.tsx';

const server = setupApiServer();
stubLayoutSize({ height: 800 });

// Sunday 22 November 2026, 15:00 local. My Enquiries asks for 2026-10-17 to 2026-11-23, Global
// Enquiries for 2026-11-17 to 2026-11-23.
const now = new Date(2026, 10, 22, 15, 0);
const myDefault: EnquiryWindow = { StartDate: '2026-10-17', EndDate: '2026-11-23' };
const globalDefault: EnquiryWindow = { StartDate: '2026-11-17', EndDate: '2026-11-23' };

beforeEach(() => {
  // Only the date: the timers stay real, for Testing Library's waits and msw.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(async () => {
  await settleAndCleanup();
  vi.useRealTimers();
});

const at = (month: number, date: number, hours: number, minutes = 0) =>
  new Date(2026, month - 1, date, hours, minutes).toISOString();

const recent = [
  makeEnquiry({ EnquiryId: 1, Reg: 'YK19 ABC', Parts: 'Brake pads', Date: at(11, 20, 9) }),
  makeEnquiry({ EnquiryId: 2, Reg: 'MA70 XYZ', Parts: 'Oil filter', Date: at(11, 10, 9) }),
];
// What the supplier has from mid-August: the window asked for holds a day either side.
const august = [
  makeEnquiry({ EnquiryId: 903, Reg: 'LX66 LTE', Date: at(8, 15, 0, 30) }),
  makeEnquiry({
    EnquiryId: 901,
    Reg: 'LX66 OLD',
    Parts: 'Warranty alternator',
    Status: 'Quoted',
    Date: at(8, 14, 0, 30),
  }),
  makeEnquiry({ EnquiryId: 902, Reg: 'LX66 EVE', Date: at(8, 13, 23, 30) }),
];
const globalRecent = [makeEnquiry({ EnquiryId: 50, Reg: 'GL15 OBE', Date: at(11, 21, 9) })];
const globalAugust = [makeEnquiry({ EnquiryId: 60, Reg: 'GL66 OLD', Date: at(8, 14, 11) })];

const sameWindow = (a: EnquiryWindow, b: EnquiryWindow) =>
  a.StartDate === b.StartDate && a.EndDate === b.EndDate;

/**
 * Both lists: the default windows get the recent enquiries, any other window August's. Records
 * the windows asked for; `hold` keeps the answers to other windows until `release`.
 */
function answerLists({ hold = false } = {}) {
  const calls = { mine: [] as EnquiryWindow[], global: [] as Record<string, string>[] };
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
    if (!hold) resolve();
  });
  server.use(
    http.post(`${apiBase}/api/connectplus/enquiries`, async ({ request }) => {
      const window = (await request.json()) as EnquiryWindow;
      calls.mine.push(window);
      if (sameWindow(window, myDefault)) return HttpResponse.json(recent);
      await held;
      return HttpResponse.json(august);
    }),
    http.get(`${apiBase}/api/connectplus/getFactorEnquiries`, async ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      calls.global.push(query);
      const window = { StartDate: query.StartDate ?? '', EndDate: query.EndDate ?? '' };
      if (sameWindow(window, globalDefault)) return HttpResponse.json(globalRecent);
      await held;
      return HttpResponse.json(globalAugust);
    }),
    http.get(`${apiBase}/api/connectplus/backordered/check/:enquiryId`, () =>
      HttpResponse.json({ exists: false }),
    ),
  );
  return { calls, release };
}

const ranged = (calls: EnquiryWindow[]) => calls.filter((window) => !sameWindow(window, myDefault));

/** The enquiries screen as the route draws it: the detail of /enquiries/{id} beside the list. */
function Screen() {
  const { pathname } = useLocation();
  const id = /^\/enquiries\/(\d+)$/.exec(pathname)?.[1];
  const selectedEnquiryId = id === undefined ? undefined : Number(id);
  return (
    <EnquiriesScreen
      customerKeyCode="PMF1001"
      selectedEnquiryId={selectedEnquiryId}
      detail={
        selectedEnquiryId !== undefined && (
          <EnquiryDetailPanel
            enquiryId={selectedEnquiryId}
            customerKeyCode="PMF1001"
            views={{
              quote: (enquiry) => <p>quote view of {enquiry.EnquiryId}</p>,
              order: (enquiry) => <p>order view of {enquiry.EnquiryId}</p>,
              messages: (enquiry) => <p>messages view of {enquiry.EnquiryId}</p>,
            }}
          />
        )
      }
    />
  );
}

const renderScreen = () => renderWithProviders(<Screen />);

const shownRegs = () =>
  within(screen.getByRole('list'))
    .queryAllByRole('listitem')
    // The reg is the row's first line; the row as a whole reads its whole card.
    // eslint-disable-next-line testing-library/no-node-access -- see above
    .map((item) => item.querySelector('span')?.textContent);

async function filterByDate(start: string, end: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Filter by date' }));
  const dialog = await screen.findByRole('dialog', { name: 'Filter by date' });
  const fields = {
    start: within(dialog).getByLabelText<HTMLInputElement>('Start date'),
    end: within(dialog).getByLabelText<HTMLInputElement>('End date'),
  };
  await user.clear(fields.start);
  if (start) await user.type(fields.start, start);
  await user.clear(fields.end);
  if (end) await user.type(fields.end, end);
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  return { user, dialog, fields };
}

async function clearDateFilter() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Filter by date' }));
  const dialog = await screen.findByRole('dialog', { name: 'Filter by date' });
  await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
}

describe('My Enquiries over a range', () => {
  it('uses the default list, with no call, for a range within its window', async () => {
    const { calls } = answerLists();
    renderScreen();
    await screen.findByText('YK19 ABC');

    await filterByDate('18/10/2026', '20/11/2026');

    expect(screen.getByText('Showing enquiries between 18/10/26 and 20/11/26')).toBeInTheDocument();
    expect(shownRegs()).toEqual(['YK19 ABC', 'MA70 XYZ']);
    await filterByDate('15/11/2026', '');
    expect(shownRegs()).toEqual(['YK19 ABC']);
    expect(calls.mine).toEqual([myDefault]);
  });

  it('asks for an older range, a day either side, with a spinner until it comes', async () => {
    const { calls, release } = answerLists({ hold: true });
    renderScreen();
    await screen.findByText('YK19 ABC');

    await filterByDate('14/08/2026', '14/08/2026');

    expect(screen.getByRole('status', { name: 'Loading enquiries' })).toBeInTheDocument();
    expect(screen.getByText('Showing enquiries between 14/08/26 and 14/08/26')).toBeInTheDocument();
    await waitFor(() =>
      expect(ranged(calls.mine)).toEqual([{ StartDate: '2026-08-13', EndDate: '2026-08-15' }]),
    );
    release();
    // Only the range's own day, as the garage's local day: 00:30 on the 14th is in.
    await waitFor(() => expect(shownRegs()).toEqual(['LX66 OLD']));
    expect(screen.queryByRole('status', { name: 'Loading enquiries' })).not.toBeInTheDocument();
  });

  it('searches what the range brought', async () => {
    answerLists();
    renderScreen();
    await screen.findByText('YK19 ABC');
    await filterByDate('13/08/2026', '15/08/2026');
    await waitFor(() => expect(shownRegs()).toEqual(['LX66 LTE', 'LX66 OLD', 'LX66 EVE']));
    const user = userEvent.setup();

    await user.type(screen.getByRole('searchbox'), 'ALTERNATOR');
    expect(shownRegs()).toEqual(['LX66 OLD']);

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'YK19');
    expect(screen.getByText('No enquiries found')).toBeInTheDocument();
  });

  it('asks from a start alone to tomorrow, and for the year up to an end alone', async () => {
    const { calls } = answerLists();
    renderScreen();
    await screen.findByText('YK19 ABC');

    await filterByDate('01/08/2026', '');
    expect(await screen.findByText('LX66 OLD')).toBeInTheDocument();
    expect(screen.getByText('Showing enquiries after 01/08/26')).toBeInTheDocument();
    await filterByDate('', '31/08/2026');
    expect(screen.getByText('Showing enquiries before 31/08/26')).toBeInTheDocument();

    await waitFor(() =>
      expect(ranged(calls.mine)).toEqual([
        { StartDate: '2026-07-31', EndDate: '2026-11-23' },
        { StartDate: '2025-08-30', EndDate: '2026-09-01' },
      ]),
    );
  });

  it('comes back to the default list at once when cleared, with no call', async () => {
    const { calls } = answerLists();
    renderScreen();
    await screen.findByText('YK19 ABC');
    await filterByDate('14/08/2026', '14/08/2026');
    await screen.findByText('LX66 OLD');
    const callsBefore = calls.mine.length;

    await clearDateFilter();

    expect(shownRegs()).toEqual(['YK19 ABC', 'MA70 XYZ']);
    expect(screen.queryByRole('status', { name: 'Loading enquiries' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing enquiries/)).not.toBeInTheDocument();
    expect(calls.mine).toHaveLength(callsBefore);
  });

  it('keeps the default list for the notifications, and refreshes the range after a write', async () => {
    const { calls } = answerLists();
    const { queryClient } = renderScreen();
    await screen.findByText('YK19 ABC');
    await filterByDate('14/08/2026', '14/08/2026');
    await screen.findByText('LX66 OLD');

    // The notifications read the default list by its key: an old range is never taken for it.
    expect(queryClient.getQueryData<Enquiry[]>(myEnquiriesKey)).toEqual(recent);
    // Ordering, messaging and raising an enquiry refresh every list.
    await queryClient.invalidateQueries({ queryKey: enquiryListsKey });

    expect(ranged(calls.mine)).toHaveLength(2);
    expect(queryClient.getQueryData<Enquiry[]>(myEnquiriesKey)).toEqual(recent);
  });

  it('refuses a range over 366 days, keeping what was typed and asking for nothing', async () => {
    const { calls } = answerLists();
    renderScreen();
    await screen.findByText('YK19 ABC');

    const { dialog, fields } = await filterByDate('01/01/2025', '14/08/2026');

    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Date range must be 366 days or less',
    );
    expect(fields.end).toHaveAttribute('aria-invalid', 'true');
    expect(fields.start.value).toBe('01/01/2025');
    expect(fields.end.value).toBe('14/08/2026');
    expect(screen.queryByText(/Showing enquiries/)).not.toBeInTheDocument();
    expect(shownRegs()).toEqual(['YK19 ABC', 'MA70 XYZ']);
    expect(calls.mine).toEqual([myDefault]);
  });
});

describe('Global Enquiries over a range', () => {
  it('asks for an older range for the account, and comes back to the default list', async () => {
    const { calls } = answerLists();
    renderScreen();
    await screen.findByText('YK19 ABC');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Global Enquiries' }));
    await screen.findByText('GL15 OBE');

    await filterByDate('14/08/2026', '14/08/2026');

    expect(await screen.findByText('GL66 OLD')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Global Enquiries' })).toBeInTheDocument();
    expect(calls.global).toEqual([
      { ...globalDefault, Acct: 'PMF1001' },
      { StartDate: '2026-08-13', EndDate: '2026-08-15', Acct: 'PMF1001' },
    ]);

    await clearDateFilter();
    expect(shownRegs()).toEqual(['GL15 OBE']);
  });

  it('uses the default list for a range of the last few days', async () => {
    const { calls } = answerLists();
    renderScreen();
    await screen.findByText('YK19 ABC');
    await userEvent.click(screen.getByRole('button', { name: 'Global Enquiries' }));
    await screen.findByText('GL15 OBE');

    await filterByDate('18/11/2026', '22/11/2026');

    expect(shownRegs()).toEqual(['GL15 OBE']);
    expect(calls.global).toHaveLength(1);
  });
});

describe('an enquiry opened from a range', () => {
  it('shows its detail, and keeps it once the filter is cleared', async () => {
    answerLists();
    const { router } = renderScreen();
    await screen.findByText('YK19 ABC');
    await filterByDate('14/08/2026', '14/08/2026');

    await userEvent.click(await screen.findByRole('link', { name: /LX66 OLD/ }));

    expect(router.state.location.pathname).toBe('/enquiries/901');
    expect(await screen.findByText('quote view of 901')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'LX66 OLD' })).toBeInTheDocument();
    expect(screen.queryByText('Enquiry not found.')).not.toBeInTheDocument();

    await clearDateFilter();

    expect(shownRegs()).toEqual(['YK19 ABC', 'MA70 XYZ']);
    expect(screen.getByText('quote view of 901')).toBeInTheDocument();
  });

  it('is not found when no list holds it', async () => {
    answerLists();
    renderWithProviders(<Screen />, { path: '/enquiries/901' });

    expect(await screen.findByText('Enquiry not found.')).toBeInTheDocument();
  });
});

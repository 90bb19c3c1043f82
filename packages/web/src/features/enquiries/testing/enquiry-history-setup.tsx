import type { EnquiryWindow } from '@garage/api-types';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { apiBase, setupApiServer } from '../../../testing/api-test-server.ts';
import { makeEnquiry } from '../../../testing/make-enquiry.ts';
import {
  renderWithProviders,
  settleAndCleanup,
  stubLayoutSize,
} from '../../../testing/render-with-providers.tsx';
import { EnquiriesScreen } from '../components/enquiries-screen.tsx';
import { EnquiryDetailPanel } from '../components/enquiry-detail-panel.tsx';

// What the enquiry-history.*.tz.test.tsx files share: the supplier's enquiries either side of
// the default windows, the screen that lists them and the date filter's dialog.

// Sunday 22 November 2026, 15:00 local. My Enquiries asks for 2026-10-17 to 2026-11-23, Global
// Enquiries for 2026-11-17 to 2026-11-23.
const now = new Date(2026, 10, 22, 15, 0);
export const myDefault: EnquiryWindow = { StartDate: '2026-10-17', EndDate: '2026-11-23' };
export const globalDefault: EnquiryWindow = { StartDate: '2026-11-17', EndDate: '2026-11-23' };

const at = (month: number, date: number, hours: number, minutes = 0) =>
  new Date(2026, month - 1, date, hours, minutes).toISOString();

export const recent = [
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
 * The test file's supplier (msw), a list laid out 800 px high, and the date at `now` in each
 * test. Returns `answerLists`, which answers through that supplier.
 */
export function setUpEnquiryHistory() {
  const server = setupApiServer();
  stubLayoutSize({ height: 800 });

  beforeEach(() => {
    // Only the date: the timers stay real, for Testing Library's waits and msw.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(async () => {
    await settleAndCleanup();
    vi.useRealTimers();
  });

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

  return { answerLists };
}

export const ranged = (calls: EnquiryWindow[]) =>
  calls.filter((window) => !sameWindow(window, myDefault));

/** The enquiries screen as the route draws it: the detail of /enquiries/{id} beside the list. */
export function Screen() {
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

export const renderScreen = () => renderWithProviders(<Screen />);

export async function filterByDate(start: string, end: string) {
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

export async function clearDateFilter() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Filter by date' }));
  const dialog = await screen.findByRole('dialog', { name: 'Filter by date' });
  await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
}

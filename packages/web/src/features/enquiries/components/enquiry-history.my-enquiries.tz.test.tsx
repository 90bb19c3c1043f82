// @vitest-environment jsdom
// A date filter reaching outside the default window of My Enquiries asks the supplier for its
// own range (docs/rules.md#enquiry-lists). Global Enquiries over a range, and an enquiry opened
// from one, are in enquiry-history.global-and-detail.tz.test.tsx.
import type { Enquiry } from '@garage/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enquiryListsKey, myEnquiriesKey } from '../../../lib/enquiry-lists-key.ts';
import {
  clearDateFilter,
  filterByDate,
  myDefault,
  ranged,
  recent,
  renderScreen,
  setUpEnquiryHistory,
} from '../testing/enquiry-history-setup.tsx';
import { shownRegs } from '../testing/shown-regs.ts';

const { answerLists } = setUpEnquiryHistory();

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
    // The days asked for, less the day either side: the note names what the list holds.
    expect(screen.getByText('Showing enquiries between 31/08/25 and 31/08/26')).toBeInTheDocument();

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

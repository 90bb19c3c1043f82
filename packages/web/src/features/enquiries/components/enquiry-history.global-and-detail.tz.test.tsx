// @vitest-environment jsdom
// A date filter reaching outside the default window of Global Enquiries asks the supplier for
// its own range (docs/rules.md#enquiry-lists), and the detail of an enquiry opened from a range.
// My Enquiries over a range: enquiry-history.my-enquiries.tz.test.tsx.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import {
  clearDateFilter,
  filterByDate,
  globalDefault,
  renderScreen,
  Screen,
  setUpEnquiryHistory,
} from '../testing/enquiry-history-setup.tsx';
import { shownRegs } from '../testing/shown-regs.ts';

const { answerLists } = setUpEnquiryHistory();

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

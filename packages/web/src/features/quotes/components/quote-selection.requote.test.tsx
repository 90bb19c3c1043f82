// @vitest-environment jsdom
import type { QuoteLine } from '@garage/api-types';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiBase } from '../../../testing/api-test-server.ts';
import { makeQuoteLine } from '../../../testing/make-quote-line.ts';
import {
  lines,
  placeOrder,
  renderQuote,
  setUpQuoteSelection,
} from '../testing/quote-selection-setup.tsx';

// An order placed offers desktop notifications, which quote-selection.ordering.test.tsx checks.
vi.mock('../../../components/ui/notification-offer.tsx', () => ({
  offerNotificationsOnce: vi.fn(),
}));

const { server, answerQuote } = setUpQuoteSelection();

describe('QuoteSelection when the supplier updates the quote', () => {
  const [pads, discs] = lines as [QuoteLine, QuoteLine];
  // Other parts in the same places: the tick on the second line must not move to the filter.
  const otherParts = [
    makeQuoteLine({ ResponseDetailId: 9010, PartNumber: 'OF-VA-0101', Qty: 1, UnitPrice: '9.49' }),
    makeQuoteLine({ ResponseDetailId: 9011, PartNumber: 'AF-VA-0440', Qty: 4, UnitPrice: '17.39' }),
  ];

  /** The quote on screen with the discs ticked; `requote` makes the supplier's quote `next`. */
  async function tickedDiscs() {
    let current = lines;
    const asked = answerQuote();
    server.use(
      http.get(`${apiBase}/api/connectplus/response/:id`, () => HttpResponse.json(current)),
    );
    const { queryClient } = renderQuote();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select BD-FO-2210' }));
    const requote = (next: QuoteLine[]) => {
      current = next;
    };
    const refresh = () =>
      act(() => queryClient.refetchQueries({ queryKey: ['quotes', 'responses', 101] }));
    return { asked, user, requote, refresh, queryClient };
  }

  const total = () => screen.getByRole('status', { name: 'Total selected' }).textContent;

  /**
   * React Query hands a refresh to the page in a task of its own, after the refresh's promise:
   * waits for it and the page's render, so what the page does not show is known not shown.
   */
  const rendered = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

  it('unticks a part that another took the place of, and says so', async () => {
    const { requote, refresh } = await tickedDiscs();

    requote(otherParts);
    await refresh();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The supplier has updated this quote. Please check your selection before you order. 1 part you ticked has changed and is no longer ticked.',
    );
    expect(screen.getByRole('checkbox', { name: 'Select AF-VA-0440' })).not.toBeChecked();
    expect(total()).toBe('£0.00');
    expect(placeOrder()).toBeDisabled();
  });

  it('keeps the tick on the same part re-issued in another place, and orders it as it stands', async () => {
    const { asked, user, requote, refresh } = await tickedDiscs();

    // Re-ordered, new ids, the pads re-priced.
    requote([
      { ...discs, ResponseDetailId: 9020 },
      { ...pads, ResponseDetailId: 9021, UnitPrice: '36.00' },
    ]);
    await refresh();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The supplier has updated this quote. Please check your selection before you order.',
    );
    expect(screen.getByRole('checkbox', { name: 'Select BD-FO-2210' })).toBeChecked();
    expect(total()).toBe('£55.90');

    await user.click(placeOrder());

    await waitFor(() => expect(asked.orders).toHaveLength(1));
    expect(asked.orders[0]).toEqual([expect.objectContaining({ ResponseDetailID: 9020, Qty: 2 })]);
  });

  it('sends nothing when the quote changed between the last refresh and the press', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { asked, user, requote } = await tickedDiscs();

    requote(otherParts);
    await user.click(placeOrder());

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nothing was ordered: the supplier has updated this quote. Please check your selection and press Place Order again. 1 part you ticked has changed and is no longer ticked.',
    );
    expect(asked.orders).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Select AF-VA-0440' })).not.toBeChecked();
    expect(total()).toBe('£0.00');
  });

  it('clears the notice once the garage ticks again', async () => {
    const { user, requote, refresh } = await tickedDiscs();
    requote(otherParts);
    await refresh();
    await screen.findByRole('alert');

    await user.click(screen.getByRole('checkbox', { name: 'Select OF-VA-0101' }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(total()).toBe('£9.49');
  });

  it('says nothing when a refresh brings the same quote', async () => {
    const { requote, refresh } = await tickedDiscs();

    requote(lines.map((line) => ({ ...line })));
    await refresh();
    await rendered();

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(total()).toBe('£55.90');
  });

  // What an order changes on a line is the supplier recording it, not a re-quote.
  it.each<[string, Partial<QuoteLine>]>([
    ['a delivery date', { DeliveryDate: '2026-11-24T17:00:00Z' }],
    ['an order (Confirmed)', { Confirmed: 1 }],
    ['an order with its delivery date', { Confirmed: 1, DeliveryDate: '2026-11-24T17:00:00Z' }],
  ])(
    'says nothing and keeps the tick when a refresh brings only %s on the lines',
    async (_, change) => {
      const { requote, refresh, queryClient } = await tickedDiscs();
      const recorded = lines.map((line) => ({ ...line, ...change }));

      requote(recorded);
      await refresh();

      // The refresh has landed, and the page has rendered the lines as the supplier recorded them.
      expect(queryClient.getQueryData(['quotes', 'responses', 101])).toEqual(recorded);
      await rendered();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Select BD-FO-2210' })).toBeChecked();
      expect(total()).toBe('£55.90');
    },
  );

  it.each([
    ['price', { UnitPrice: '29.95' }, 1],
    ['quantity', { Qty: 3 }, 1],
    ['part', { PartNumber: 'BD-FO-2299' }, 1],
    // The pads are not ticked: the quote changed, no tick did.
    ['price of a part not ticked', { UnitPrice: '29.95' }, 0],
  ] as const)(
    "says the quote was updated when a refresh changes a line's %s",
    async (_, change, dropped) => {
      const { requote, refresh } = await tickedDiscs();
      const changed = dropped === 1 ? discs : pads;

      requote(lines.map((line) => (line === changed ? { ...line, ...change } : line)));
      await refresh();

      expect((await screen.findByRole('alert')).textContent).toBe(
        'The supplier has updated this quote. Please check your selection before you order.' +
          (dropped === 1 ? ' 1 part you ticked has changed and is no longer ticked.' : ''),
      );
    },
  );
});

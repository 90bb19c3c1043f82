// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { QuoteLine } from '@garage/api-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enquiryListsKey } from '../../../lib/enquiry-lists-key.ts';
import { apiBase, setupApiServer } from '../../../testing/api-test-server.ts';
import { renderWithProviders, settleAndCleanup } from '../../../testing/render-with-providers.tsx';
import { makeQuoteLine } from '../../../testing/make-quote-line.ts';
import { useConfirmQuoteLines } from './confirm-quote-lines.ts';
import { useEnquiryResponses } from './get-enquiry-responses.ts';
import { quotesKeys } from './quotes-keys.ts';

const server = setupApiServer();
afterEach(settleAndCleanup);

const listUrl = `${apiBase}/test/enquiry-list`;

const line = makeQuoteLine({ ResponseDetailId: 9002, PartNumber: 'BD-FO-2210', Qty: 2 });

/**
 * The quote's lines and an enquiry list on screen, as in the enquiries screen, and an order of
 * `line` from the quote `shown`.
 */
function QuoteAndList({ shown = [line] }: { shown?: QuoteLine[] }) {
  useEnquiryResponses(101);
  useQuery({
    queryKey: [...enquiryListsKey, 'mine'],
    queryFn: async () => (await fetch(listUrl)).json() as Promise<unknown>,
  });
  const order = useConfirmQuoteLines(101, 11);
  if (order.isSuccess) return <p>Ordered</p>;
  if (order.isError) return <p>{order.error.name}</p>;
  return (
    <button type="button" onClick={() => order.mutate({ shown, ticked: [line] })}>
      Order
    </button>
  );
}

/** The supplier's quote lines now, and every order it was sent. */
function supplierQuote(lines: QuoteLine[]) {
  const orders: unknown[] = [];
  server.use(
    http.get(`${apiBase}/api/connectplus/response/:id`, () => HttpResponse.json(lines)),
    http.post(`${apiBase}/api/connectplus/response/conf`, async ({ request }) => {
      orders.push(await request.json());
      return HttpResponse.json({ success: true });
    }),
    http.get(listUrl, () => HttpResponse.json([])),
  );
  return orders;
}

describe('useConfirmQuoteLines', () => {
  it('refreshes the quote lines before the lists, whose new status changes the view', async () => {
    const events: string[] = [];
    let ordered = false;
    server.use(
      http.post(`${apiBase}/api/connectplus/response/conf`, () => {
        ordered = true;
        return HttpResponse.json({ success: true });
      }),
      // The lines answer slowly: a list asked for at the same time would overtake them.
      http.get(`${apiBase}/api/connectplus/response/:id`, async () => {
        if (!ordered) return HttpResponse.json([line]);
        events.push('lines asked');
        await delay(50);
        events.push('lines answered');
        return HttpResponse.json([{ ...line, Confirmed: 1 }]);
      }),
      http.get(listUrl, () => {
        if (ordered) events.push('list asked');
        return HttpResponse.json([]);
      }),
    );
    const { queryClient } = renderWithProviders(<QuoteAndList />);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    await userEvent.click(screen.getByRole('button', { name: 'Order' }));
    await screen.findByText('Ordered');

    expect(events).toEqual(['lines asked', 'lines answered', 'list asked']);
  });

  it('sends the ticked lines when the quote is still the one shown', async () => {
    const orders = supplierQuote([line]);
    renderWithProviders(<QuoteAndList />);

    await userEvent.click(await screen.findByRole('button', { name: 'Order' }));
    await screen.findByText('Ordered');

    expect(orders).toEqual([
      [
        {
          Qty: 2,
          ResponseDetailID: 9002,
          UserID: 11,
          ResponseHeaderID: 601,
          EnquiryID: 101,
          Confirmed: 1,
        },
      ],
    ]);
  });

  it('sends nothing when the supplier changed the quote since it was shown, and shows the new one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The same line, re-priced under its own id.
    const repriced = { ...line, UnitPrice: '29.95' };
    const orders = supplierQuote([repriced]);
    const { queryClient } = renderWithProviders(<QuoteAndList />);

    await userEvent.click(await screen.findByRole('button', { name: 'Order' }));

    await screen.findByText('QuoteChangedError');
    expect(orders).toEqual([]);
    expect(queryClient.getQueryData(quotesKeys.responses(101))).toEqual([repriced]);
  });

  it('never orders again a quote whose lines are already ordered', async () => {
    // An earlier order went through, but its answer was lost.
    const orders = supplierQuote([{ ...line, Confirmed: 1 }]);
    renderWithProviders(<QuoteAndList />);

    await userEvent.click(await screen.findByRole('button', { name: 'Order' }));
    await screen.findByText('Ordered');

    expect(orders).toEqual([]);
  });
});

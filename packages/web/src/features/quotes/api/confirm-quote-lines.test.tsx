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
import { type OrderCheck, useConfirmQuoteLines } from './confirm-quote-lines.ts';
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
function QuoteAndList({
  shown = [line],
  onCheck,
}: {
  shown?: QuoteLine[];
  onCheck?: (check: OrderCheck) => void;
}) {
  useEnquiryResponses(101);
  useQuery({
    queryKey: [...enquiryListsKey, 'mine'],
    queryFn: async () => (await fetch(listUrl)).json() as Promise<unknown>,
  });
  const order = useConfirmQuoteLines(101, 11, onCheck);
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
    const onCheck = vi.fn();
    renderWithProviders(<QuoteAndList onCheck={onCheck} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Order' }));
    await screen.findByText('Ordered');

    expect(orders).toEqual([]);
    // The garage is told that order went through.
    expect(onCheck.mock.calls).toEqual([['ordered']]);
  });

  describe('when the order call fails', () => {
    /**
     * The order call answers 500; the quote lines asked for after it are `after`, or fail.
     * Returns what happened after the failure, in order.
     */
    function failingOrder(after: QuoteLine[] | 'down') {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const events: string[] = [];
      let sent = false;
      server.use(
        http.post(`${apiBase}/api/connectplus/response/conf`, () => {
          sent = true;
          return HttpResponse.json(
            { statusCode: 500, error: 'x', message: 'down' },
            { status: 500 },
          );
        }),
        http.get(`${apiBase}/api/connectplus/response/:id`, () => {
          if (!sent) return HttpResponse.json([line]);
          events.push('lines asked');
          return after === 'down' ? HttpResponse.error() : HttpResponse.json(after);
        }),
        http.get(listUrl, () => {
          if (sent) events.push('list asked');
          return HttpResponse.json([]);
        }),
      );
      return events;
    }

    it('succeeds when the lines fetched since show the order went through, then refreshes the lists', async () => {
      const events = failingOrder([{ ...line, Confirmed: 1 }]);
      const onCheck = vi.fn();
      const { queryClient } = renderWithProviders(<QuoteAndList onCheck={onCheck} />);

      await userEvent.click(await screen.findByRole('button', { name: 'Order' }));
      await screen.findByText('Ordered');

      expect(onCheck.mock.calls).toEqual([['checking'], ['ordered']]);
      // The check, then the refresh that changes the view: its lines, then the lists.
      expect(events).toEqual(['lines asked', 'lines asked', 'list asked']);
      expect(queryClient.getQueryData(quotesKeys.responses(101))).toEqual([
        { ...line, Confirmed: 1 },
      ]);
    });

    it('fails with OrderNotPlacedError when the lines fetched since show nothing ordered', async () => {
      const events = failingOrder([line]);
      const onCheck = vi.fn();
      renderWithProviders(<QuoteAndList onCheck={onCheck} />);

      await userEvent.click(await screen.findByRole('button', { name: 'Order' }));

      await screen.findByText('OrderNotPlacedError');
      expect(onCheck.mock.calls).toEqual([['checking']]);
      expect(events[0]).toBe('lines asked');
    });

    it('fails with OrderUnknownError when the lines cannot be fetched to check', async () => {
      failingOrder('down');
      const onCheck = vi.fn();
      renderWithProviders(<QuoteAndList onCheck={onCheck} />);

      await userEvent.click(await screen.findByRole('button', { name: 'Order' }));

      await screen.findByText('OrderUnknownError');
      expect(onCheck.mock.calls).toEqual([['checking']]);
    });
  });
});

// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { enquiryListsKey } from '../../../lib/enquiry-lists-key.ts';
import { apiBase, setupApiServer } from '../../../testing/api-test-server.ts';
import { renderWithProviders, settleAndCleanup } from '../../../testing/render-with-providers.tsx';
import { useConfirmQuoteLines } from './confirm-quote-lines.ts';
import { useEnquiryResponses } from './get-enquiry-responses.ts';

const server = setupApiServer();
afterEach(settleAndCleanup);

const listUrl = `${apiBase}/test/enquiry-list`;

/** The quote's lines and an enquiry list on screen, as in the enquiries screen, and an order. */
function QuoteAndList() {
  useEnquiryResponses(101);
  useQuery({
    queryKey: [...enquiryListsKey, 'mine'],
    queryFn: async () => (await fetch(listUrl)).json() as Promise<unknown>,
  });
  const order = useConfirmQuoteLines(101);
  const line = { Qty: 1, ResponseDetailID: 1, UserID: 11, ResponseHeaderID: 2, EnquiryID: 101 };
  return order.isSuccess ? (
    <p>Ordered</p>
  ) : (
    <button type="button" onClick={() => order.mutate([{ ...line, Confirmed: 1 }])}>
      Order
    </button>
  );
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
        if (!ordered) return HttpResponse.json([]);
        events.push('lines asked');
        await delay(50);
        events.push('lines answered');
        return HttpResponse.json([]);
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
});

// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiBase, setupApiServer } from '../../../testing/api-test-server.ts';
import { renderWithProviders, settleAndCleanup } from '../../../testing/render-with-providers.tsx';
import { makeEnquiry } from '../../../testing/make-enquiry.ts';
import { makeQuoteLine } from '../../../testing/make-quote-line.ts';
import { OrderConfirmation } from './order-confirmation.tsx';

const server = setupApiServer();
afterEach(settleAndCleanup);

const enquiry = makeEnquiry({
  EnquiryId: 105,
  Reg: 'HG20 FZE',
  Parts: 'Timing belt kit',
  Status: 'Ordered',
});

const answerLines = (answer: () => Response) =>
  server.use(http.get(`${apiBase}/api/connectplus/response/:id`, answer));

describe('OrderConfirmation', () => {
  it('totals the ordered lines in the company currency, thousands grouped', async () => {
    answerLines(() =>
      HttpResponse.json([
        makeQuoteLine({ ResponseDetailId: 1, Qty: 2, UnitPrice: '617.25', Confirmed: 1 }),
        makeQuoteLine({ ResponseDetailId: 2, Qty: 1, UnitPrice: '9.99', Confirmed: 0 }),
      ]),
    );
    renderWithProviders(<OrderConfirmation enquiry={enquiry} currency="EUR" />);

    expect((await screen.findByRole('status', { name: 'Total ordered' })).textContent).toBe(
      '€1,234.50',
    );
    expect(screen.getByText('Qty 2 @ €617.25')).toBeInTheDocument();
  });

  it('shows Loading... rather than an order of nothing while lines not yet ordered refresh', async () => {
    let ordered = false;
    server.use(
      http.get(`${apiBase}/api/connectplus/response/:id`, async () => {
        // The refreshed lines take a moment, as over a network.
        if (ordered) await delay(100);
        const Confirmed = ordered ? 1 : 0;
        return HttpResponse.json([
          makeQuoteLine({ ResponseDetailId: 1, Qty: 2, UnitPrice: '10.00', Confirmed }),
        ]);
      }),
    );
    const { queryClient } = renderWithProviders(
      <OrderConfirmation enquiry={enquiry} currency="GBP" />,
    );
    // Lines that were never ordered, and no refresh under way: they are what the order is.
    const total = await screen.findByRole('status', { name: 'Total ordered' });
    expect(total.textContent).toBe('£0.00');

    // The status said ordered before the lines did: while they refresh, no '£0.00' order.
    ordered = true;
    void queryClient.invalidateQueries();
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Total ordered' })).not.toBeInTheDocument();

    expect((await screen.findByRole('status', { name: 'Total ordered' })).textContent).toBe(
      '£20.00',
    );
  });

  it('shows the raw error where the order would be when its lines fail to load', async () => {
    answerLines(() =>
      HttpResponse.json({ statusCode: 502, error: 'x', message: 'order down' }, { status: 502 }),
    );
    renderWithProviders(<OrderConfirmation enquiry={enquiry} currency="GBP" />);

    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('ApiError: HTTP 502: order down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Thanks for your order!')).not.toBeInTheDocument();
  });
});

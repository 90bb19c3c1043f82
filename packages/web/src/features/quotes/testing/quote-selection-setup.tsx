import type { Enquiry, QuoteLine } from '@garage/api-types';
import { onlineManager } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, vi } from 'vitest';
import { apiBase, setupApiServer } from '../../../testing/api-test-server.ts';
import { renderWithProviders, settleAndCleanup } from '../../../testing/render-with-providers.tsx';
import { makeEnquiry } from '../../../testing/make-enquiry.ts';
import { makeQuoteLine } from '../../../testing/make-quote-line.ts';
import { QuoteSelection } from '../components/quote-selection.tsx';

// What the quote-selection.*.test.tsx files share: the quoted enquiry and its lines, the
// supplier's answers to the quote's calls, and the quote rendered.

// Vehicle fields partly empty: only those with a value get a chip.
export const enquiry = makeEnquiry({
  EnquiryId: 101,
  Reg: 'YK19 HBN',
  Parts: 'Front brake pads, front discs',
  Notes: '',
  Status: 'Quoted',
  DatetimeCreated: '2026-11-22T09:00:00Z',
  Date: '2026-11-22T09:00:00Z',
  Model: null,
  Engine: '',
  Fuel: 'Petrol',
  Document: 'QUO-000101',
});

export const lines: QuoteLine[] = [
  makeQuoteLine({ ResponseDetailId: 9001, PartNumber: 'BP-FO-1021', Qty: 1, UnitPrice: '38.50' }),
  makeQuoteLine({ ResponseDetailId: 9002, PartNumber: 'BD-FO-2210', Qty: 2, UnitPrice: '27.95' }),
];

/**
 * The test file's supplier (msw), and the page reset after each test: back online, nothing
 * rendered, no spies. Returns the server and `answerQuote`, which answers through it.
 */
export function setUpQuoteSelection() {
  const server = setupApiServer();

  afterEach(async () => {
    onlineManager.setOnline(true);
    await settleAndCleanup();
    vi.restoreAllMocks();
  });

  /** Answers the quote's calls; returns what the page asked for. */
  function answerQuote({
    quoteLines = lines,
    confirm = () => HttpResponse.json({ success: true }),
    stock = () => HttpResponse.json({ data: [] }),
  }: { quoteLines?: QuoteLine[]; confirm?: () => Response; stock?: () => Response } = {}) {
    const asked = { stock: [] as unknown[], details: [] as string[], orders: [] as unknown[] };
    server.use(
      http.get(`${apiBase}/api/connectplus/response/:id`, () => HttpResponse.json(quoteLines)),
      http.post(`${apiBase}/api/factor/stock`, async ({ request }) => {
        asked.stock.push(await request.json());
        return stock();
      }),
      http.get(`${apiBase}/api/connectplus/getQuoDetails`, ({ request }) => {
        asked.details.push(new URL(request.url).searchParams.get('document') ?? '');
        return HttpResponse.json([]);
      }),
      http.post(`${apiBase}/api/connectplus/response/conf`, async ({ request }) => {
        asked.orders.push(await request.json());
        return confirm();
      }),
    );
    return asked;
  }

  return { server, answerQuote };
}

export const renderQuote = (shown: Enquiry = enquiry) =>
  renderWithProviders(
    <QuoteSelection enquiry={shown} factorBranch="LEE" userId={11} currency="GBP" />,
  );

export const placeOrder = () => screen.getByRole('button', { name: 'Place Order' });

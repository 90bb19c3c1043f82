// @vitest-environment jsdom
import type { Enquiry, QuoteLine } from '@garage/api-types';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBase, setupApiServer } from '../../../testing/api-test-server.ts';
import { offerNotificationsOnce } from '../../../components/ui/notification-offer.tsx';
import { renderWithProviders, settleAndCleanup } from '../../../testing/render-with-providers.tsx';
import { makeEnquiry } from '../../../testing/make-enquiry.ts';
import { makeQuoteLine } from '../testing/make-quote-line.ts';
import { QuoteSelection } from './quote-selection.tsx';

vi.mock('../../../components/ui/notification-offer.tsx', () => ({
  offerNotificationsOnce: vi.fn(),
}));

const server = setupApiServer();

afterEach(async () => {
  onlineManager.setOnline(true);
  await settleAndCleanup();
  vi.restoreAllMocks();
  vi.mocked(offerNotificationsOnce).mockClear();
});

// Vehicle fields partly empty: only those with a value get a chip.
const enquiry = makeEnquiry({
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

const lines: QuoteLine[] = [
  makeQuoteLine({ ResponseDetailId: 9001, PartNumber: 'BP-FO-1021', Qty: 1, UnitPrice: '38.50' }),
  makeQuoteLine({ ResponseDetailId: 9002, PartNumber: 'BD-FO-2210', Qty: 2, UnitPrice: '27.95' }),
];

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

const renderQuote = (shown: Enquiry = enquiry) =>
  renderWithProviders(
    <QuoteSelection enquiry={shown} factorBranch="LEE" userId={11} currency="GBP" />,
  );

const placeOrder = () => screen.getByRole('button', { name: 'Place Order' });

describe('QuoteSelection', () => {
  it('shows a chip for each vehicle field that has a value', async () => {
    answerQuote();
    renderQuote();

    const chips = await screen.findByRole('list', { name: 'Vehicle' });
    expect(chips.textContent).toBe('Make FordFuel Petrol');
  });

  it('asks stock for the quoted parts and prices for the document', async () => {
    const asked = answerQuote();
    renderQuote();

    await screen.findByText('BP-FO-1021');
    // A remount may ask again (stale data refetches on mount): every ask is for these parts.
    await waitFor(() => expect(asked.stock.length).toBeGreaterThan(0));
    expect(new Set(asked.stock.map((body) => JSON.stringify(body)))).toEqual(
      new Set([JSON.stringify({ parts: ['BP-FO-1021', 'BD-FO-2210'] })]),
    );
    expect(new Set(asked.details)).toEqual(new Set(['QUO-000101']));
  });

  it('asks neither stock without lines nor prices without a document', async () => {
    const asked = answerQuote({ quoteLines: [] });
    renderQuote({ ...enquiry, Document: null });

    await screen.findByRole('list', { name: 'Quoted parts' });
    expect(asked.stock).toEqual([]);
    expect(asked.details).toEqual([]);
  });

  it('places one order with the selected lines, however often it is clicked', async () => {
    const asked = answerQuote();
    renderQuote();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select BD-FO-2210' }));
    expect(screen.getByRole('status', { name: 'Total selected' }).textContent).toBe('£55.90');

    await user.dblClick(placeOrder());
    await user.click(placeOrder());

    await waitFor(() => expect(asked.orders).toHaveLength(1));
    expect(asked.orders[0]).toEqual([
      {
        Qty: 2,
        ResponseDetailID: 9002,
        UserID: 11,
        ResponseHeaderID: 601,
        EnquiryID: 101,
        Confirmed: 1,
      },
    ]);
    // The one offer of desktop notifications follows (components/ui/notification-offer.tsx).
    await waitFor(() => expect(offerNotificationsOnce).toHaveBeenCalledOnce());
  });

  it('keeps Place Order disabled with the reason while offline, and the selection', async () => {
    const asked = answerQuote();
    renderQuote();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select BD-FO-2210' }));

    act(() => onlineManager.setOnline(false));

    expect(placeOrder()).toBeDisabled();
    expect(placeOrder()).toHaveAccessibleDescription("You're offline. This needs a connection.");
    await user.click(placeOrder());
    expect(asked.orders).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Select BD-FO-2210' })).toBeChecked();
    expect(screen.getByRole('status', { name: 'Total selected' }).textContent).toBe('£55.90');

    act(() => onlineManager.setOnline(true));

    expect(screen.queryByText(/You're offline/)).not.toBeInTheDocument();
    await user.click(placeOrder());
    await waitFor(() => expect(asked.orders).toHaveLength(1));
  });

  it('logs a failed order and keeps the selection to try again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const asked = answerQuote({
      confirm: () =>
        HttpResponse.json({ statusCode: 500, error: 'x', message: 'down' }, { status: 500 }),
    });
    renderQuote();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select BP-FO-1021' }));

    await user.click(placeOrder());

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(String(logged.mock.calls[0]?.[1])).toBe('ApiError: HTTP 500: down');
    await waitFor(() => expect((placeOrder() as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByRole('checkbox', { name: 'Select BP-FO-1021' })).toBeChecked();
    expect(asked.orders).toHaveLength(1);
    expect(offerNotificationsOnce).not.toHaveBeenCalled();
  });

  it('reads STOCK UNKNOWN, not NO STOCK, on every line when the stock call fails', async () => {
    answerQuote({
      stock: () =>
        HttpResponse.json({ statusCode: 503, error: 'x', message: 'down' }, { status: 503 }),
    });
    renderQuote();

    await waitFor(() =>
      expect(screen.getAllByText(/^Status:/).map((status) => status.textContent)).toEqual([
        'Status: STOCK UNKNOWN',
        'Status: STOCK UNKNOWN',
      ]),
    );
  });

  it('shows the raw error where the quote would be when its lines fail to load', async () => {
    answerQuote();
    server.use(
      http.get(`${apiBase}/api/connectplus/response/:id`, () =>
        HttpResponse.json({ statusCode: 500, error: 'x', message: 'lines down' }, { status: 500 }),
      ),
    );
    renderQuote();

    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('ApiError: HTTP 500: lines down')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Quoted parts' })).not.toBeInTheDocument();
  });

  it('copies a part number with a toast; a failed copy is only logged', async () => {
    answerQuote();
    renderQuote();
    const user = userEvent.setup();
    const shown = vi.spyOn(toast, 'success');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await user.click(await screen.findByRole('button', { name: 'BP-FO-1021' }));
    await waitFor(() => expect(shown).toHaveBeenCalledWith('BP-FO-1021 copied to clipboard'));

    shown.mockClear();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    await user.click(screen.getByRole('button', { name: 'BD-FO-2210' }));

    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'Copying BD-FO-2210 to the clipboard failed',
        new Error('Not allowed'),
      ),
    );
    expect(shown).not.toHaveBeenCalled();
  });
});

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
import { makeQuoteLine } from '../../../testing/make-quote-line.ts';
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

  it('says a failed order ordered nothing, keeps the selection, and a retry orders once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let down = true;
    const asked = answerQuote({
      confirm: () =>
        down
          ? HttpResponse.json({ statusCode: 500, error: 'x', message: 'down' }, { status: 500 })
          : HttpResponse.json({ success: true }),
    });
    renderQuote();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select BP-FO-1021' }));

    await user.click(placeOrder());

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your order did not go through, so nothing was ordered. Your selection is kept: press Place Order to try again.',
    );
    expect(String(logged.mock.calls[0]?.[1])).toBe('ApiError: HTTP 500: down');
    expect(placeOrder()).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Select BP-FO-1021' })).toBeChecked();
    expect(asked.orders).toHaveLength(1);
    expect(offerNotificationsOnce).not.toHaveBeenCalled();

    down = false;
    await user.click(placeOrder());

    await waitFor(() => expect(offerNotificationsOnce).toHaveBeenCalledOnce());
    expect(asked.orders).toHaveLength(2);
    expect(asked.orders[1]).toEqual(asked.orders[0]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a failed order ordered nothing when the quote could not be checked before sending', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const asked = answerQuote();
    renderQuote();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select BP-FO-1021' }));
    server.use(http.get(`${apiBase}/api/connectplus/response/:id`, () => HttpResponse.error()));

    await user.click(placeOrder());

    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Your order did not go through/,
    );
    expect(asked.orders).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Select BP-FO-1021' })).toBeChecked();
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
    return { asked, user, requote, refresh };
  }

  const total = () => screen.getByRole('status', { name: 'Total selected' }).textContent;

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

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(total()).toBe('£55.90');
  });
});

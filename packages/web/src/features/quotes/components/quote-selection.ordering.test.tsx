// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerNotificationsOnce } from '../../../components/ui/notification-offer.tsx';
import { apiBase } from '../../../testing/api-test-server.ts';
import { placeOrder, renderQuote, setUpQuoteSelection } from '../testing/quote-selection-setup.tsx';

// Placing the order: once, only online, and what a failed one says.

vi.mock('../../../components/ui/notification-offer.tsx', () => ({
  offerNotificationsOnce: vi.fn(),
}));

const { server, answerQuote } = setUpQuoteSelection();
afterEach(() => vi.mocked(offerNotificationsOnce).mockClear());

describe('QuoteSelection', () => {
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
});

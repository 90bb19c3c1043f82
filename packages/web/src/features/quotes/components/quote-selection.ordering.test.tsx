// @vitest-environment jsdom
import type { QuoteLine } from '@garage/api-types';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerNotificationsOnce } from '../../../components/ui/notification-offer.tsx';
import { apiBase } from '../../../testing/api-test-server.ts';
import { makeQuoteLine } from '../../../testing/make-quote-line.ts';
import {
  lines,
  placeOrder,
  renderQuote,
  setUpQuoteSelection,
} from '../testing/quote-selection-setup.tsx';

// Placing the order: once, only online, and what a failed one says once its lines are checked.

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

  it('orders a £0.00 line ticked alone, and is disabled while nothing is ticked', async () => {
    const free = makeQuoteLine({
      ResponseDetailId: 9003,
      PartNumber: 'CL-FO-0001',
      Qty: 1,
      UnitPrice: '0.00',
      ResponseDetailNotes: 'No charge: fitting clips',
    });
    const asked = answerQuote({ quoteLines: [...lines, free] });
    renderQuote();
    const user = userEvent.setup();
    const tick = await screen.findByRole('checkbox', { name: 'Select CL-FO-0001' });
    expect(placeOrder()).toBeDisabled();

    await user.click(tick);

    expect(screen.getByRole('status', { name: 'Total selected' }).textContent).toBe('£0.00');
    expect(placeOrder()).toBeEnabled();
    await user.click(placeOrder());
    await waitFor(() => expect(asked.orders).toHaveLength(1));
    expect(asked.orders[0]).toEqual([expect.objectContaining({ ResponseDetailID: 9003, Qty: 1 })]);
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

  it('says a failed order ordered nothing only once the lines, fetched again, show nothing ordered', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const asked = answerQuote();
    renderQuote();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select BP-FO-1021' }));
    // The check before sending fails; the lines fetched after it answer, none ordered.
    server.use(
      http.get(`${apiBase}/api/connectplus/response/:id`, () => HttpResponse.error(), {
        once: true,
      }),
    );

    await user.click(placeOrder());

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your order did not go through, so nothing was ordered. Your selection is kept: press Place Order to try again.',
    );
    expect(asked.orders).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Select BP-FO-1021' })).toBeChecked();
  });
});

describe('QuoteSelection when an order fails', () => {
  const [pads] = lines as [QuoteLine, ...QuoteLine[]];
  // Lets the held lines answer: by the test, or after it, so a failed test leaves none waiting.
  let release = () => {};
  afterEach(() => release());

  /**
   * Every piece of text the page shows from now on, however briefly: a notice shown and gone
   * between two looks at the screen is still caught.
   */
  function textsShown() {
    const texts: string[] = [];
    const note = (records: MutationRecord[]) => {
      for (const record of records) {
        if (record.type === 'characterData') texts.push(record.target.textContent ?? '');
        for (const node of record.addedNodes) texts.push(node.textContent ?? '');
      }
    };
    const observer = new MutationObserver(note);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    return () => {
      note(observer.takeRecords());
      observer.disconnect();
      return texts.join('\n');
    };
  }

  /**
   * The pads ticked and ordered; the order call answers 500. The supplier's lines afterwards
   * are `after`, or their call fails (`'down'`); that answer waits until `answer()` is called,
   * so the test can look at the page while the portal checks.
   */
  async function failedOrder(after: QuoteLine[] | 'down') {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const toasted = vi.spyOn(toast, 'success');
    let sent = false;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked = answerQuote({
      confirm: () => {
        sent = true;
        return HttpResponse.json({ statusCode: 500, error: 'x', message: 'down' }, { status: 500 });
      },
    });
    // The quote lines asked for since the order failed.
    let checks = 0;
    server.use(
      http.get(`${apiBase}/api/connectplus/response/:id`, async () => {
        if (!sent) return HttpResponse.json(lines);
        checks += 1;
        await held;
        return after === 'down' ? HttpResponse.error() : HttpResponse.json(after);
      }),
    );
    renderQuote();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select BP-FO-1021' }));
    const shown = textsShown();

    await user.click(placeOrder());

    // While the lines are checked: nothing is claimed, and Place Order cannot order twice.
    expect(
      await screen.findByText(
        'Your order may not have gone through. Checking with the supplier whether it did...',
      ),
    ).toHaveAttribute('role', 'status');
    expect(placeOrder()).toBeDisabled();
    await user.click(placeOrder());
    expect(asked.orders).toHaveLength(1);
    expect(checks).toBe(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    return { asked, user, logged, toasted, shown, answer: release };
  }

  it('says the order went through, never that nothing was ordered, when the lines show it ordered', async () => {
    const { asked, logged, toasted, shown, answer } = await failedOrder([
      { ...pads, Confirmed: 1, DeliveryDate: '2026-11-23T17:00:00Z' },
      ...lines.slice(1),
    ]);

    answer();

    expect(await screen.findByText('Your order went through.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(toasted).toHaveBeenCalledWith('Your order went through.'));
    // The order view follows once the lists are refreshed; the garage has ordered.
    await waitFor(() => expect(offerNotificationsOnce).toHaveBeenCalledOnce());
    expect(placeOrder()).toBeDisabled();
    expect(asked.orders).toHaveLength(1);
    expect(String(logged.mock.calls[0]?.[1])).toBe('ApiError: HTTP 500: down');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(shown()).not.toMatch(/nothing was ordered/i);
  });

  it('says nothing was ordered once the lines show none ordered, and a retry orders', async () => {
    const { asked, user, shown, answer } = await failedOrder(lines);

    answer();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your order did not go through, so nothing was ordered. Your selection is kept: press Place Order to try again.',
    );
    expect(
      screen.queryByText(/^Your order may not have gone through. Checking/),
    ).not.toBeInTheDocument();
    expect(shown()).toMatch(/nothing was ordered/);
    expect(placeOrder()).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Select BP-FO-1021' })).toBeChecked();

    await user.click(placeOrder());
    await waitFor(() => expect(asked.orders).toHaveLength(2));
  });

  it('says it cannot tell, never that nothing was ordered, when the check fails too', async () => {
    const { asked, shown, answer } = await failedOrder('down');

    answer();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not tell whether your order went through. Refresh the page and check this enquiry before you order again.',
    );
    expect(shown()).not.toMatch(/nothing was ordered/i);
    expect(screen.queryByText('Your order went through.')).not.toBeInTheDocument();
    expect(asked.orders).toHaveLength(1);
    // The ticks stay; pressing again checks the lines first, so it cannot order twice.
    expect(placeOrder()).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Select BP-FO-1021' })).toBeChecked();
    expect(offerNotificationsOnce).not.toHaveBeenCalled();
  });
});

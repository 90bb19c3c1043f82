// @vitest-environment jsdom
import type { QuoteLine } from '@garage/api-types';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { apiBase } from '../../../testing/api-test-server.ts';
import {
  enquiry,
  lines,
  renderQuote,
  setUpQuoteSelection,
} from '../testing/quote-selection-setup.tsx';

// What the quote shows and asks the supplier for. Placing the order, and the supplier updating
// the quote, are in quote-selection.ordering.test.tsx and quote-selection.requote.test.tsx.

const { server, answerQuote } = setUpQuoteSelection();

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

  it('disables D/L Quote while the quote has no lines, and enables it once it has some', async () => {
    let quoted: QuoteLine[] = [];
    answerQuote();
    server.use(
      http.get(`${apiBase}/api/connectplus/response/:id`, () => HttpResponse.json(quoted)),
    );
    const { queryClient } = renderQuote();
    const download = () => screen.getByRole('button', { name: 'D/L Quote' });

    await screen.findByRole('list', { name: 'Quoted parts' });
    expect(download()).toBeDisabled();

    quoted = lines;
    await act(() => queryClient.refetchQueries({ queryKey: ['quotes', 'responses', 101] }));

    await screen.findByText('BP-FO-1021');
    expect(download()).toBeEnabled();
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

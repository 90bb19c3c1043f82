// @vitest-environment jsdom
import type { StockRecord } from '@garage/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiBase, setupApiServer } from '../../../testing/api-test-server.ts';
import { renderWithProviders, settleAndCleanup } from '../../../testing/render-with-providers.tsx';
import { usePartStock } from '../api/get-part-stock.ts';
import { makeQuoteLine } from '../../../testing/make-quote-line.ts';
import { QuoteLineCard } from './quote-line-card.tsx';

const server = setupApiServer();

afterEach(settleAndCleanup);

const parts = ['BP-FO-1021', 'BD-FO-2210'];

/** The quote's lines as the quote selection draws them, sharing one stock call. */
function Lines() {
  const stock = usePartStock(parts);
  return (
    <ul>
      {parts.map((part, index) => (
        <QuoteLineCard
          key={part}
          line={makeQuoteLine({ ResponseDetailId: 9001 + index, PartNumber: part })}
          currency="GBP"
          rrp={undefined}
          stock={stock}
          factorBranch="LEE"
          selected={false}
          onToggle={() => undefined}
        />
      ))}
    </ul>
  );
}

// Stock at the garage's own branch, or none anywhere: the same status at any time of day.
const inStock: StockRecord = { Part: 'BP-FO-1021', Branches: [{ Branch: 'LEE', Stock: 4 }] };
const noneAnywhere: StockRecord = { Part: 'BD-FO-2210', Branches: [{ Branch: 'LEE', Stock: 0 }] };
const answered = () => HttpResponse.json({ data: [inStock, noneAnywhere] });
const failed = () =>
  HttpResponse.json({ statusCode: 503, error: 'x', message: 'down' }, { status: 503 });

/** Answers the stock calls in turn with `answers` (the last one from then on); counts them. */
function answerStock(...answers: (() => Response | Promise<Response>)[]) {
  const calls = { count: 0 };
  server.use(
    http.post(`${apiBase}/api/factor/stock`, () => {
      const answer = answers[Math.min(calls.count, answers.length - 1)];
      calls.count += 1;
      if (!answer) throw new Error('no answer given');
      return answer();
    }),
  );
  return calls;
}

const statuses = () => screen.getAllByText(/^Status:/).map((status) => status.textContent);
const checkAgainButtons = () => screen.queryAllByRole('button', { name: 'Check again' });

describe('QuoteLineCard stock status', () => {
  it('reads Loading... until the stock call answers', async () => {
    let answer: () => void = () => undefined;
    const calls = answerStock(
      () =>
        new Promise((resolve) => {
          answer = () => resolve(answered());
        }),
    );
    renderWithProviders(<Lines />);

    await waitFor(() => expect(calls.count).toBe(1));
    expect(statuses()).toEqual(['Status: Loading...', 'Status: Loading...']);
    answer();
    await waitFor(() => expect(statuses()).toEqual(['Status: IN STOCK', 'Status: NO STOCK']));
  });

  it('reads NO STOCK only where the answer says none, with nothing to check again', async () => {
    answerStock(answered);
    renderWithProviders(<Lines />);

    await waitFor(() => expect(statuses()).toEqual(['Status: IN STOCK', 'Status: NO STOCK']));
    expect(checkAgainButtons()).toEqual([]);
  });

  it('reads STOCK UNKNOWN on every line when the call fails, never NO STOCK', async () => {
    answerStock(failed);
    renderWithProviders(<Lines />);

    await waitFor(() =>
      expect(statuses()).toEqual(['Status: STOCK UNKNOWN', 'Status: STOCK UNKNOWN']),
    );
    expect(screen.queryByText('NO STOCK')).not.toBeInTheDocument();
    expect(checkAgainButtons()).toHaveLength(2);
  });

  it('Check again, reached by keyboard, asks again and shows the answer', async () => {
    const calls = answerStock(failed, answered);
    renderWithProviders(<Lines />);
    await waitFor(() => expect(checkAgainButtons()).toHaveLength(2));
    const user = userEvent.setup();

    // Tab past the first line's tick box and part number to its Check again.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(checkAgainButtons()[0]).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(statuses()).toEqual(['Status: IN STOCK', 'Status: NO STOCK']));
    expect(calls.count).toBe(2);
    expect(checkAgainButtons()).toEqual([]);
  });

  it('while checking again it says Checking... and a second press asks nothing more', async () => {
    let answer: () => void = () => undefined;
    const calls = answerStock(
      failed,
      () =>
        new Promise((resolve) => {
          answer = () => resolve(failed());
        }),
    );
    renderWithProviders(<Lines />);
    await waitFor(() => expect(checkAgainButtons()).toHaveLength(2));
    const user = userEvent.setup();
    const firstLine = within(screen.getAllByRole('listitem')[0] ?? document.body);

    await user.click(firstLine.getByRole('button', { name: 'Check again' }));

    const checking = await firstLine.findByRole('button', { name: 'Checking...' });
    await waitFor(() => expect(calls.count).toBe(2));
    expect(checking).toHaveAttribute('aria-disabled', 'true');
    // The same button, still focused: the line stays unknown while it is asked again.
    expect(checking).toHaveFocus();
    expect(statuses()).toEqual(['Status: STOCK UNKNOWN', 'Status: STOCK UNKNOWN']);
    await user.click(checking);
    expect(calls.count).toBe(2);

    // Refused again: still unknown, and the garage can ask once more.
    answer();
    await waitFor(() => expect(checkAgainButtons()).toHaveLength(2));
    expect(statuses()).toEqual(['Status: STOCK UNKNOWN', 'Status: STOCK UNKNOWN']);
    expect(checkAgainButtons()[0]).toHaveFocus();
  });

  it('keeps the last answer when a later call fails', async () => {
    const calls = answerStock(answered, failed);
    const { queryClient } = renderWithProviders(<Lines />);
    await waitFor(() => expect(statuses()).toEqual(['Status: IN STOCK', 'Status: NO STOCK']));

    // The 20-second refresh, failing.
    await queryClient.refetchQueries();

    expect(calls.count).toBe(2);
    expect(statuses()).toEqual(['Status: IN STOCK', 'Status: NO STOCK']);
    expect(checkAgainButtons()).toEqual([]);
  });
});

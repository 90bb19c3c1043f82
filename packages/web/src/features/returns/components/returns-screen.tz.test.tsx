// @vitest-environment jsdom
import type { ReturnRecord } from '@garage/api-types';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subDays } from 'date-fns/subDays';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { returnDateTimeText } from '../lib/returns-summary.ts';
import { apiBase, setupApiServer } from '../../../testing/api-test-server.ts';
import { renderWithProviders, settleAndCleanup } from '../../../testing/render-with-providers.tsx';
import {
  noCompanyHostMessage,
  noCustomerAccountMessage,
  returnsHiddenMessage,
  ReturnsScreen,
} from './returns-screen.tsx';

const server = setupApiServer();

afterEach(settleAndCleanup);

const daysAgo = (days: number, hours: number, minutes: number) => {
  const at = subDays(new Date(), days);
  at.setHours(hours, minutes, 0, 0);
  return at.toISOString();
};

// Sent newest first, as a host might: the screen lists them oldest first.
const records: ReturnRecord[] = [
  {
    DateTime: daysAgo(9, 14, 5),
    Parts: [
      { PartNo: 'OF-VA-0012', Qty: 2, Reason: 'Not required' },
      { PartNo: 'AF-VA-0440', Qty: 1, Reason: 'Damaged in transit' },
    ],
  },
  {
    DateTime: daysAgo(20, 9, 30),
    Parts: [{ PartNo: 'BP-FO-1021', Qty: 1, Reason: 'Wrong part supplied' }],
  },
  {
    // Older than 3 months: listed, but not in the totals.
    DateTime: daysAgo(120, 11, 0),
    Parts: [{ PartNo: 'WB-BO-0600', Qty: 4, Reason: 'Not required' }],
  },
];

/** Answers the returns call with `answer`; returns the accounts the page asked for. */
function answerReturns(answer: () => Response = () => HttpResponse.json(records)) {
  const asked: string[] = [];
  server.use(
    http.get(`${apiBase}/api/garage/returnparts/list/:id`, ({ params }) => {
      asked.push(String(params.id));
      return answer();
    }),
  );
  return asked;
}

const renderReturns = ({
  companyHost = apiBase,
  customerKeyCode = 'PMF1001',
  returnsView = 'full',
}: {
  companyHost?: string | null;
  customerKeyCode?: string | null;
  returnsView?: 'full' | 'none';
} = {}) =>
  renderWithProviders(
    <ReturnsScreen
      companyHost={companyHost}
      customerKeyCode={customerKeyCode}
      returnsView={returnsView}
    />,
    { path: '/returns' },
  );

describe('ReturnsScreen', () => {
  it("asks the company host for the account's returns", async () => {
    const asked = answerReturns();
    renderReturns();

    await screen.findByRole('list', { name: 'Returns by date' });
    expect(asked).toEqual(['PMF1001']);
  });

  it('totals the last 3 months, overall and by reason', async () => {
    answerReturns();
    renderReturns();

    const summary = await screen.findByRole('region', { name: 'Returns summary' });
    expect(summary).toHaveTextContent('Returned in the last 3 months');
    expect(within(summary).getByRole('status', { name: 'Total returned' }).textContent).toBe('4');
    const rows = within(summary)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ReasonQty',
      'Not required2',
      'Damaged in transit1',
      'Wrong part supplied1',
    ]);
  });

  it('lists every return oldest first, with its date-time and parts', async () => {
    answerReturns();
    renderReturns();

    const list = await screen.findByRole('list', { name: 'Returns by date' });
    const entries = within(list).getAllByRole('listitem');
    const headings = entries.map((entry) => within(entry).getByRole('heading').textContent);
    expect(headings).toEqual([2, 1, 0].map((i) => returnDateTimeText(records[i]?.DateTime ?? '')));
    // The times tell the three apart: 120, 20 then 9 days ago.
    expect(headings.map((heading) => heading.slice(-5))).toEqual(['11:00', '09:30', '14:05']);
    const newest = entries[2];
    if (!newest) throw new Error('No third entry');
    expect(
      within(newest)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Part numberQtyReason', 'OF-VA-00122Not required', 'AF-VA-04401Damaged in transit']);
  });

  it('shows the raw error when the returns do not load', async () => {
    answerReturns(() =>
      HttpResponse.json({ statusCode: 500, error: 'x', message: 'down' }, { status: 500 }),
    );
    renderReturns();

    expect((await screen.findByText('ApiError: HTTP 500: down')).tagName).toBe('PRE');
  });

  it('goes home on CLOSE', async () => {
    answerReturns();
    const { router } = renderReturns();
    await screen.findByRole('list', { name: 'Returns by date' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'CLOSE' }));

    expect(router.state.location.pathname).toBe('/');
  });

  it('shows only the contact message, asking nothing, when the setting is none', async () => {
    const asked = answerReturns();
    const { container } = renderReturns({ returnsView: 'none' });

    expect(container.textContent).toBe(returnsHiddenMessage);
    expect(returnsHiddenMessage).toBe(
      'Contact the company for more information on viewing Warranty / returns, PoD signatures & payment receipts.',
    );
    expect(screen.queryByRole('button', { name: 'CLOSE' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('says returns are not available, asking nothing, for a company without a host', async () => {
    const asked = answerReturns();
    renderReturns({ companyHost: null });

    await screen.findByText(noCompanyHostMessage);
    expect(asked).toEqual([]);
  });

  it('says returns are not available, asking nothing, for a garage without an account', async () => {
    const asked = answerReturns();
    renderReturns({ customerKeyCode: null });

    await screen.findByText(noCustomerAccountMessage);
    expect(asked).toEqual([]);
  });
});

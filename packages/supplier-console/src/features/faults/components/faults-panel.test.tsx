// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  apiBase,
  renderWithProviders,
  settleAndCleanup,
  setupDemoServer,
} from '../../../testing/render.tsx';
import { FaultsPanel } from './faults-panel.tsx';

const server = setupDemoServer();
afterEach(settleAndCleanup);

const rule = { id: 1, pathPattern: '/api/**', latencyMs: 0, errorRate: 1, status: 503 };

/** Records every call the panel makes to change the faults, as 'METHOD path body'. */
function answerFaults() {
  const calls: string[] = [];
  server.use(
    http.get(`${apiBase}/__demo/faults`, () => HttpResponse.json([])),
    http.post(`${apiBase}/__demo/faults`, async ({ request }) => {
      calls.push(`add ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({ ...rule, matched: 0, failed: 0 }, { status: 201 });
    }),
    http.post(`${apiBase}/__demo/tokens/expire`, () => {
      calls.push('expire tokens');
      return HttpResponse.json({ success: true });
    }),
  );
  return calls;
}

describe('FaultsPanel', () => {
  it('adds a preset’s rule, and expires tokens with their own call', async () => {
    const calls = answerFaults();
    renderWithProviders(<FaultsPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Supplier down' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tokens expire now' }));
    await expect
      .poll(() => calls)
      .toEqual(['add {"pathPattern":"/api/**","status":503}', 'expire tokens']);
  });

  it('refuses a custom rule with nothing to do, naming what to give', async () => {
    const calls = answerFaults();
    renderWithProviders(<FaultsPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(screen.getByText('Give a latency, an error rate or a status')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('lists the rules in force with their counts', async () => {
    server.use(
      http.get(`${apiBase}/__demo/faults`, () =>
        HttpResponse.json([{ ...rule, latencyMs: 1000, errorRate: 0.3, matched: 7, failed: 2 }]),
      ),
    );
    renderWithProviders(<FaultsPanel />);
    expect(await screen.findByText('waits 1000 ms, 30% answer 503')).toBeInTheDocument();
    const cells = screen.getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(2, 4)).toEqual(['7', '2']);
  });
});

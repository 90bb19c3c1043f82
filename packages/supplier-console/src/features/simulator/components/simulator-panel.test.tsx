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
import { SimulatorPanel } from './simulator-panel.tsx';

const server = setupDemoServer();
afterEach(settleAndCleanup);

const running = {
  running: true,
  quoteAfterMs: 60_000,
  dispatchAfterMs: 120_000,
  replyAfterMs: 30_000,
};

describe('SimulatorPanel', () => {
  it('says so when the mock runs without a simulator', async () => {
    server.use(
      http.get(`${apiBase}/__demo/simulator`, () =>
        HttpResponse.json(
          { statusCode: 404, error: 'Not Found', message: 'No simulator' },
          { status: 404 },
        ),
      ),
    );
    renderWithProviders(<SimulatorPanel />);
    expect(await screen.findByText(/This mock runs without a simulator/)).toBeInTheDocument();
  });

  it('pauses it, and sends timings in milliseconds', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(`${apiBase}/__demo/simulator`, () => HttpResponse.json(running)),
      http.post(`${apiBase}/__demo/simulator`, async ({ request }) => {
        const body = (await request.json()) as object;
        sent.push(body);
        return HttpResponse.json({ ...running, ...body });
      }),
    );
    renderWithProviders(<SimulatorPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pause the simulator' }));
    await screen.findByRole('button', { name: 'Resume the simulator' });
    await userEvent.clear(screen.getByLabelText('Reply after (s, empty: never)'));
    await userEvent.clear(screen.getByLabelText('Quote after (s)'));
    await userEvent.type(screen.getByLabelText('Quote after (s)'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save timings' }));
    await expect
      .poll(() => sent)
      .toEqual([
        { running: false },
        { quoteAfterMs: 5000, dispatchAfterMs: 120_000, replyAfterMs: null },
      ]);
  });
});

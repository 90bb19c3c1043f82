// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { makeEnquiry } from '../testing/make-detail.ts';
import { makeSandbox } from '../testing/make-sandbox.ts';
import {
  apiBase,
  renderWithProviders,
  settleAndCleanup,
  setupDemoServer,
} from '../testing/render.tsx';
import { ConsoleLayout } from './console-layout.tsx';

const server = setupDemoServer();
afterEach(settleAndCleanup);

const simulator = { quoteAfterMs: 60_000, dispatchAfterMs: 120_000, replyAfterMs: 30_000 };
const seeded = makeEnquiry();
const raisedInTheDemo = makeEnquiry({ EnquiryId: 501, Reg: 'YX24 DMO' });

/**
 * The demo before its reset (an enquiry raised in it, the simulator paused) and after (the
 * seed's enquiries, the simulator running).
 */
function answerDemo() {
  let reset = false;
  server.use(
    http.get(`${apiBase}/__demo/sandbox`, () => HttpResponse.json(makeSandbox())),
    http.get(`${apiBase}/__demo/clock`, () =>
      HttpResponse.json({ now: '2026-03-10T09:30:00.000Z', nowMs: 1_773_135_000_000 }),
    ),
    http.get(`${apiBase}/__demo/faults`, () => HttpResponse.json([])),
    http.get(`${apiBase}/__demo/garages`, () => HttpResponse.json([])),
    http.get(`${apiBase}/__demo/enquiries`, () =>
      HttpResponse.json(reset ? [seeded] : [raisedInTheDemo, seeded]),
    ),
    http.get(`${apiBase}/__demo/simulator`, () =>
      HttpResponse.json({ ...simulator, running: reset }),
    ),
    http.post(`${apiBase}/__demo/sandbox/reset`, () => {
      reset = true;
      return HttpResponse.json(makeSandbox());
    }),
  );
}

describe('ConsoleLayout', () => {
  it('names the demo in its header bar', async () => {
    answerDemo();
    renderWithProviders(<ConsoleLayout />);
    const header = screen.getByRole('banner');
    expect(await within(header).findByText('Demo for Acme Motors')).toBeInTheDocument();
  });

  it('shows the whole demo afresh once it is reset', async () => {
    answerDemo();
    renderWithProviders(<ConsoleLayout />);
    expect(await screen.findByText('YX24 DMO')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Simulator' }));
    // The panel reads the simulator once: only the reset's refresh shows it running.
    await screen.findByRole('button', { name: 'Resume the simulator' });

    await userEvent.click(screen.getByRole('button', { name: 'Reset this demo…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, reset this demo' }));

    expect(await screen.findByRole('button', { name: 'Pause the simulator' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('YX24 DMO')).not.toBeInTheDocument());
  });
});

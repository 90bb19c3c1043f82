// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '@garage/app-kit/testing';
import { makeSandbox } from '../../../testing/make-sandbox.ts';
import {
  apiBase,
  renderWithProviders,
  settleAndCleanup,
  setupDemoServer,
} from '../../../testing/render.tsx';
import { SandboxBar } from './sandbox-bar.tsx';

const server = setupDemoServer();
beforeAll(stubMatchMedia);
afterEach(async () => {
  act(() => toast.remove());
  await settleAndCleanup();
});

async function nameShown(sandbox: ReturnType<typeof makeSandbox>) {
  server.use(http.get(`${apiBase}/__demo/sandbox`, () => HttpResponse.json(sandbox)));
  renderWithProviders(<SandboxBar />);
  const bar = screen.getByRole('group', { name: 'This demo' });
  await within(bar).findByText(/demo/i, { selector: 'strong' });
  return bar;
}

/** Records each reset. (app/console-layout.test.tsx: what the console shows after it.) */
function answerReset(path = '/') {
  const resets: string[] = [];
  server.use(
    http.get(`${apiBase}/__demo/sandbox`, () => HttpResponse.json(makeSandbox())),
    http.post(`${apiBase}/__demo/sandbox/reset`, ({ request }) => {
      resets.push(new URL(request.url).pathname);
      return HttpResponse.json(makeSandbox());
    }),
  );
  const { router } = renderWithProviders(
    <>
      <SandboxBar />
      <Toaster />
    </>,
    { path },
  );
  return { resets, router };
}

describe('SandboxBar', () => {
  it('names a sandbox by who it is for, and says when it ends', async () => {
    const bar = await nameShown(makeSandbox());
    expect(bar).toHaveTextContent('Demo for Acme Motors');
    expect(bar).toHaveTextContent('ends after 2 h unused');
  });

  it('names a sandbox without a label by its id’s first 8 characters', async () => {
    const bar = await nameShown(makeSandbox({ label: null }));
    expect(bar).toHaveTextContent('Demo AbC123_-');
  });

  it('calls the default sandbox the shared demo, which never ends', async () => {
    const bar = await nameShown(makeSandbox({ id: null, label: null, expiresAt: null }));
    expect(bar).toHaveTextContent('Shared demo');
    expect(bar).not.toHaveTextContent('ends after');
  });

  it('asks before resetting, and keeping the demo sends nothing', async () => {
    const { resets } = answerReset();
    await userEvent.click(screen.getByRole('button', { name: 'Reset this demo…' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset this demo?' });
    expect(dialog).toHaveTextContent(
      'Everything done in it is lost: enquiries, messages, the clock, faults and sign-ins.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(resets).toEqual([]);
  });

  it('resets the demo once confirmed, and goes back to the list', async () => {
    const { resets, router } = answerReset('/enquiries/102');
    await userEvent.click(screen.getByRole('button', { name: 'Reset this demo…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, reset this demo' }));
    expect(await screen.findByText('This demo is back to its start')).toBeInTheDocument();
    expect(resets).toEqual(['/__demo/sandbox/reset']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The enquiry that was open may be gone: back to the list.
    expect(router.state.location.pathname).toBe('/');
  });

  it('warns that resetting the shared demo resets it for everyone', async () => {
    await nameShown(makeSandbox({ id: null, label: null, expiresAt: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset this demo…' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'This is the shared demo: it is reset for everyone using it.',
    );
  });
});

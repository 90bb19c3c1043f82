// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@garage/app-kit/testing';
import { toastsWantedEvent } from '../lib/toasts-wanted.ts';
import { addTokensToPage } from '../testing/tokens.ts';
import Toasts from './toasts.tsx';

beforeAll(stubMatchMedia);

afterEach(() => {
  act(() => toast.remove());
  cleanup();
  vi.useRealTimers();
});

const notifications = () => screen.getByRole('log', { name: 'Notifications' });

describe('toasts', () => {
  it('show at most 20 at once', async () => {
    render(<Toasts />);

    act(() => {
      for (let n = 1; n <= 25; n += 1) toast(`Toast ${n}`);
    });

    expect(await within(notifications()).findAllByText(/^Toast \d+$/)).toHaveLength(20);
  });

  it('are announced by a polite live region that was in the page, empty, before them', async () => {
    render(<Toasts />);
    act(() => void toast.success('BP-FO-1021 copied to clipboard'));

    // Raised at once, the toast waits until the region has been in the page a moment.
    const region = notifications();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region.textContent).toBe('');
    await within(region).findByText('BP-FO-1021 copied to clipboard');

    act(() => void toast.error('Oil filter is already in your shortcuts'));
    await within(region).findByText('Oil filter is already in your shortcuts');
    expect(notifications()).toBe(region);
    // No live region inside it: each toast is read once, as an addition to this one.
    // eslint-disable-next-line testing-library/no-node-access -- the live-region markup itself, aria-live included, which no role query sees
    expect(region.querySelectorAll('[aria-live], [role="status"], [role="alert"]')).toHaveLength(0);
  });

  it('keep a success 2 s and an error 4 s on screen', () => {
    // react-hot-toast's clock and timers, run on by hand rather than waited through; a tenth of
    // a second at a time, so the timers its renders set start when they would.
    vi.useFakeTimers();
    const runOn = (ms: number) => {
      for (let ran = 0; ran < ms; ran += 100) {
        act(() => {
          vi.advanceTimersByTime(100);
        });
      }
    };
    render(<Toasts />);

    act(() => {
      toast.success('Saved');
      toast.error('Failed');
    });

    // A hidden toast leaves the page 1 s after its time is up.
    runOn(1_900);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    runOn(1_200);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    runOn(800);
    expect(screen.getByText('Failed')).toBeInTheDocument();
    runOn(1_200);
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
  });

  it('sit at the bottom centre on a dark background', async () => {
    // The background is var(--toast): the page has the tokens, as the app's has.
    addTokensToPage();
    render(<Toasts />);

    act(() => {
      toast.success('Saved');
    });

    // The toast's box and the strip that places it: styled wrappers with no role.
    /* eslint-disable testing-library/no-node-access -- see above */
    const bubble = (await screen.findByText('Saved')).parentElement;
    expect(bubble && getComputedStyle(bubble).backgroundColor).toBe('rgb(31, 41, 55)');
    expect(bubble?.parentElement?.style.bottom).toBe('0px');
    expect(bubble?.parentElement?.style.justifyContent).toBe('center');
    /* eslint-enable testing-library/no-node-access -- back to queries by role and text */
  });
});

describe('the app’s toasts', () => {
  async function renderApp() {
    const { AppProvider } = await import('./provider.tsx');
    const { parseRuntimeConfig } = await import('@garage/hosting/runtime-config');
    const { createTestApiClient, testHosts } = await import('../testing/api-test-server.ts');
    const parsed = parseRuntimeConfig({});
    if (!parsed.ok) throw new Error(parsed.problems.join());
    render(
      <AppProvider
        api={{ client: createTestApiClient(), hosts: testHosts }}
        config={parsed.config}
        queryClient={new QueryClient()}
      >
        <p>First screen</p>
      </AppProvider>,
    );
  }

  it('load at the first pointer or key press, then show a toast raised before it', async () => {
    await renderApp();
    act(() => void toast('Raised before any interaction'));
    // Nothing shows it yet: react-hot-toast's Toaster is not on the page.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Raised before any interaction')).not.toBeInTheDocument();

    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));

    expect(await screen.findByText('Raised before any interaction')).toBeInTheDocument();
  });

  it('load when a notification wants a toast before any interaction', async () => {
    await renderApp();

    act(() => {
      toast('AB12 CDE: quote received');
      window.dispatchEvent(new Event(toastsWantedEvent));
    });

    expect(await screen.findByText('AB12 CDE: quote received')).toBeInTheDocument();
  });
});

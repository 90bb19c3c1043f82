// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenWaitCapMs, useAfterFirstScreen } from './after-first-screen.ts';

// The notifications and the service worker's registration wait for the first screen: the
// session known, the screen's calls answered, and a frame painted.

function Probe({ ready }: { ready: boolean }) {
  return <p>{useAfterFirstScreen(ready) ? 'after the first screen' : 'first screen drawing'}</p>;
}

function renderProbe(queryClient: QueryClient, ready = true) {
  const ui = (isReady: boolean) => (
    <QueryClientProvider client={queryClient}>
      <Probe ready={isReady} />
    </QueryClientProvider>
  );
  const { rerender } = render(ui(ready));
  return { setReady: (isReady: boolean) => rerender(ui(isReady)) };
}

/** A call in flight until `answer` is called. */
function callInFlight(queryClient: QueryClient) {
  let answer: (value: string) => void = () => {};
  const answered = new Promise<string>((resolve) => (answer = resolve));
  void queryClient.query({ queryKey: ['enquiries'], queryFn: () => answered });
  return (value: string) => {
    act(() => answer(value));
  };
}

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  setVisibility('visible');
});

describe('useAfterFirstScreen', () => {
  it('waits for the session, then for every call in flight, then for a paint', async () => {
    const queryClient = new QueryClient();
    const answer = callInFlight(queryClient);
    const { setReady } = renderProbe(queryClient, false);

    setReady(true);
    expect(screen.getByText('first screen drawing')).toBeInTheDocument();

    answer('the list');
    expect(await screen.findByText('after the first screen')).toBeInTheDocument();
  });

  it('stays after the first screen when later calls are in flight', async () => {
    const queryClient = new QueryClient();
    renderProbe(queryClient);
    expect(await screen.findByText('after the first screen')).toBeInTheDocument();

    callInFlight(queryClient);

    expect(screen.getByText('after the first screen')).toBeInTheDocument();
  });

  it('stops waiting for a call that hangs once the cap has passed since the session', async () => {
    vi.useFakeTimers();
    try {
      const queryClient = new QueryClient();
      callInFlight(queryClient);
      renderProbe(queryClient);

      act(() => void vi.advanceTimersByTime(firstScreenWaitCapMs - 1));
      expect(screen.getByText('first screen drawing')).toBeInTheDocument();
      act(() => void vi.advanceTimersByTime(1));
      expect(screen.getByText('after the first screen')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not wait for a frame in a hidden tab, which paints none', async () => {
    setVisibility('hidden');
    // A hidden tab's frames never come.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const queryClient = new QueryClient();
    const answer = callInFlight(queryClient);
    renderProbe(queryClient);

    answer('the list');

    expect(await screen.findByText('after the first screen')).toBeInTheDocument();
  });
});

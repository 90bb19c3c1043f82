// @vitest-environment jsdom
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchConnectivity } from './connectivity.ts';

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  onlineManager.setEventListener(() => undefined);
  onlineManager.setOnline(true);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const networkFailure = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));
const answered = () => Promise.resolve(new Response(null, { status: 401 }));

/** A query client whose one query fails once with `error`, without retries. */
async function failAQuery(queryClient: QueryClient, error: Error) {
  await queryClient
    .query({ queryKey: ['enquiries'], queryFn: () => Promise.reject(error), retry: false })
    .catch(() => undefined);
}

function watch(probe: () => Promise<unknown>) {
  const queryClient = new QueryClient();
  stop = watchConnectivity(queryClient, { probe, probeEveryMs: 3_000 });
  return queryClient;
}

describe('watchConnectivity', () => {
  it('goes offline when a call reaches no server and neither does the probe, and back when a later probe is answered', async () => {
    vi.useFakeTimers();
    const probe = vi.fn(networkFailure);
    const queryClient = watch(probe);

    await failAQuery(queryClient, new TypeError('Failed to fetch'));
    await vi.waitFor(() => expect(onlineManager.isOnline()).toBe(false));

    await vi.advanceTimersByTimeAsync(3_000);
    expect(onlineManager.isOnline()).toBe(false);
    probe.mockImplementation(answered);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(onlineManager.isOnline()).toBe(true);
    // Back online, the probing stops.
    const calls = probe.mock.calls.length;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(probe).toHaveBeenCalledTimes(calls);
  });

  it('stays online when the probe is answered: the failure was not the network', async () => {
    const probe = vi.fn(answered);
    const queryClient = watch(probe);

    await failAQuery(queryClient, new TypeError('Failed to fetch'));

    await vi.waitFor(() => expect(probe).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('does not probe for an answer that came, an error status say', async () => {
    const probe = vi.fn(networkFailure);
    const queryClient = watch(probe);

    await failAQuery(queryClient, new Error('500 Internal Server Error'));

    expect(probe).not.toHaveBeenCalled();
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('does not probe for a query cancelled in flight: its aborted fetch is no failure', async () => {
    const probe = vi.fn(networkFailure);
    const queryClient = watch(probe);
    const fetching = queryClient
      .query({
        queryKey: ['enquiries'],
        // As fetch does: the abort rejects with the signal's reason, an AbortError.
        queryFn: ({ signal }) =>
          new Promise<never>((_, reject) => {
            signal.addEventListener('abort', () => reject(signal.reason as Error));
          }),
      })
      .catch(() => undefined);

    await queryClient.cancelQueries({ queryKey: ['enquiries'] });
    await fetching;

    expect(probe).not.toHaveBeenCalled();
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('follows the browser’s offline and online events', () => {
    watch(answered);

    window.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('starts offline in a browser that says so, as a page opened offline from the service worker', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    watch(answered);

    expect(onlineManager.isOnline()).toBe(false);
  });
});

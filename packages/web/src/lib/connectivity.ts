import { onlineManager, type QueryClient } from '@tanstack/react-query';

/** A call that reached no server: fetch rejects with a TypeError in every browser. */
export const isNetworkFailure = (error: unknown) => error instanceof TypeError;

export type ConnectivityOptions = {
  /** Resolves when a server answers at all, rejects when the network does not reach it. */
  probe: () => Promise<unknown>;
  probeEveryMs?: number;
};

/**
 * Whether the supplier can be reached, as TanStack Query's online state, which pauses the
 * queries and the actions that need the network (lib/use-online.ts) and refetches on return.
 * The browser's own signal is not enough: `navigator.onLine` stays true on a Wi-Fi whose line
 * has gone, and in a page opened offline from the service worker. So a call that fails without
 * an answer is checked with a probe; when the probe fails too, the portal is offline until a
 * probe, repeated meanwhile, gets an answer (docs/offline.md#offline-rules). Returns a stop.
 */
export function watchConnectivity(
  queryClient: QueryClient,
  { probe, probeEveryMs = 3_000 }: ConnectivityOptions,
): () => void {
  let probing: ReturnType<typeof setInterval> | undefined;
  let checking = false;
  let setOnline: (online: boolean) => void = () => undefined;

  const stopProbing = () => {
    clearInterval(probing);
    probing = undefined;
  };
  const goOnline = () => {
    stopProbing();
    setOnline(true);
  };
  const goOffline = () => {
    setOnline(false);
    probing ??= setInterval(() => void probe().then(goOnline, () => undefined), probeEveryMs);
  };
  const check = () => {
    if (checking || !onlineManager.isOnline()) return;
    checking = true;
    probe()
      .catch(goOffline)
      .finally(() => {
        checking = false;
      });
  };

  onlineManager.setEventListener((set) => {
    setOnline = set;
    set(navigator.onLine);
    if (!navigator.onLine) goOffline();
    const onOffline = () => goOffline();
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', onOffline);
    };
  });

  const failed = (error: unknown) => {
    if (isNetworkFailure(error)) check();
  };
  const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
    const { action } = event.type === 'updated' ? event : { action: undefined };
    if (action?.type === 'failed' || action?.type === 'error') failed(action.error);
  });
  const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') failed(event.action.error);
  });
  return () => {
    stopProbing();
    unsubscribeQueries();
    unsubscribeMutations();
  };
}

import type { RuntimeConfig } from '@garage/hosting/runtime-config';
import type { ReactElement } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client.ts';
import { restoreSavedQueries } from '../lib/saved-queries/restore.ts';
import { prefetchSession } from '../lib/session/prefetch-session.ts';
import { keepStartingList } from '../lib/starting-list.ts';
import { createAppApi } from './create-app-api.ts';
import { AppProvider } from './provider.tsx';
import { createRouter, shellRouteId } from './router.tsx';
// Imported last: a module that runs TanStack Query's code before the providers and router do
// makes Rolldown split query-core out of the entry into two more first-screen files (+1.7 KB).
import { watchConnectivity } from '../lib/connectivity.ts';
import { keepStartingQuotes } from '../lib/starting-quotes.ts';

/**
 * The portal's query client, with the data the device saved restored into it when there is any
 * for `build` (docs/offline.md#data-on-the-device): resolves when the first screen may draw.
 */
export function createRestoredQueryClient(build: string): Promise<QueryClient> {
  const queryClient = createQueryClient();
  return restoreSavedQueries(queryClient, build).then(() => {
    keepStartingList(queryClient);
    keepStartingQuotes(queryClient);
    return queryClient;
  });
}

/** What index.html's script did before the app ran (src/inline-session-start). */
export type PageStart = {
  /** Sends the client's calls, taking over those the page started (main.tsx). */
  fetch?: typeof globalThis.fetch;
  /** Whether the page started the session's calls. */
  sessionStarted?: boolean;
};

/**
 * The portal for one deployment's config: its router, supplier client and providers, around
 * `queryClient` (which may hold the data the device saved: docs/offline.md).
 */
export function createApp(
  config: RuntimeConfig,
  queryClient: QueryClient,
  page: PageStart = {},
): ReactElement {
  const router = createRouter();
  const api = createAppApi(router, config, page.fetch);
  // Any answer from the main API host, even a refusal, means the supplier can be reached.
  const probeUrl = `${api.hosts.api}/api/user`;
  watchConnectivity(queryClient, {
    probe: () => fetch(probeUrl, { method: 'HEAD', mode: 'no-cors', cache: 'no-store' }),
  });
  // A signed-in screen's session loads beside its code; /login and /error need none. When the
  // page started its calls, the shell takes them over as it first draws: loaded here too, an
  // answer already in would be in the cache before the shell, which would fetch it again.
  const onSignedInScreen = router.state.matches.some((match) => match.route.id === shellRouteId);
  if (onSignedInScreen && !page.sessionStarted) {
    prefetchSession(queryClient, api);
  }
  return (
    <AppProvider api={api} config={config} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

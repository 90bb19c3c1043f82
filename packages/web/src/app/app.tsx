import type { RuntimeConfig } from '@garage/hosting/runtime-config';
import type { ReactElement } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client.ts';
import { prefetchSession } from '../lib/session/prefetch-session.ts';
import { createAppApi } from './api.ts';
import { AppProvider } from './provider.tsx';
import { createRouter, shellRouteId } from './router.tsx';

/** The portal for one deployment's config: its router, supplier client and providers. */
export function createApp(config: RuntimeConfig): ReactElement {
  const router = createRouter();
  const api = createAppApi(router, config);
  const queryClient = createQueryClient();
  // A signed-in screen's session loads beside its code; /login and /error need none.
  if (router.state.matches.some((match) => match.route.id === shellRouteId)) {
    prefetchSession(queryClient, api);
  }
  return (
    <AppProvider api={api} config={config} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

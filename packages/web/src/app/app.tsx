import type { ReactElement } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import { createAppApi } from './api.ts';
import { AppProvider } from './provider.tsx';
import { createRouter } from './router.tsx';

/** The portal for one deployment's config: its router, supplier client and providers. */
export function createApp(config: RuntimeConfig): ReactElement {
  const router = createRouter();
  const api = createAppApi(router, config);
  return (
    <AppProvider api={api} config={config}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

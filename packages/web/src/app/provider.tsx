import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import { ApiProvider, type Api } from '../lib/api-context.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { RuntimeConfigProvider } from '../lib/runtime-config-context.tsx';

const queryClient = createQueryClient();
// Off the first screen's JavaScript budget: nothing on it raises a toast.
const Toasts = lazy(() => import('./toasts.tsx'));

type AppProviderProps = { api: Api; config: RuntimeConfig; children: ReactNode };

export function AppProvider({ api, config, children }: AppProviderProps) {
  return (
    <RuntimeConfigProvider config={config}>
      <ApiProvider api={api}>
        <QueryClientProvider client={queryClient}>
          {children}
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        </QueryClientProvider>
      </ApiProvider>
    </RuntimeConfigProvider>
  );
}

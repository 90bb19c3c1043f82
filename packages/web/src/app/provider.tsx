import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { ApiProvider, type Api } from '../lib/api-context.tsx';
import { createQueryClient } from '../lib/query-client.ts';

const queryClient = createQueryClient();
// Off the first screen's JavaScript budget: nothing on it raises a toast.
const Toasts = lazy(() => import('./toasts.tsx'));

export function AppProvider({ api, children }: { api: Api; children: ReactNode }) {
  return (
    <ApiProvider api={api}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      </QueryClientProvider>
    </ApiProvider>
  );
}

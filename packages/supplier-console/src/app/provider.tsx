import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import type { DemoClient } from '../lib/api-client.ts';
import { ApiProvider } from '../lib/api-context.tsx';

type Props = { client: DemoClient; queryClient: QueryClient; children: ReactNode };

export function AppProvider({ client, queryClient, children }: Props) {
  return (
    <ApiProvider api={client}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster
          position="bottom-right"
          toastOptions={{ success: { duration: 2500 }, error: { duration: 6000 } }}
        />
      </QueryClientProvider>
    </ApiProvider>
  );
}

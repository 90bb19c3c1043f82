import { useState } from 'react';
import { createDemoClient } from '../lib/api-client.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProvider } from './provider.tsx';
import { AppRouter } from './router.tsx';

/** The console on the mock's own origin, which serves both it and /__demo. */
export function App() {
  const [client] = useState(() => createDemoClient(window.location.origin));
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProvider client={client} queryClient={queryClient}>
      <AppRouter />
    </AppProvider>
  );
}

import { useState } from 'react';
import { createDemoClient } from '../lib/api-client.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { pagePrefix } from '../lib/sandbox-prefix.ts';
import { AppProvider } from './provider.tsx';
import { AppRouter } from './router.tsx';

/**
 * The console on the mock's own origin, which serves both it and /__demo; under a sandbox's
 * /s/{id}/ both are under that prefix (lib/sandbox-prefix.ts).
 */
export function App() {
  const [prefix] = useState(pagePrefix);
  const [client] = useState(() => createDemoClient(window.location.origin + prefix));
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProvider client={client} queryClient={queryClient}>
      <AppRouter basename={`${prefix}/console`} />
    </AppProvider>
  );
}

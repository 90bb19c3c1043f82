import { createContext, use, type ReactNode } from 'react';

/**
 * A context for what an app gives every feature to call its API with (the portal's supplier
 * client and hosts, the console's /__demo client): its provider and the hook that reads it.
 */
export function createApiContext<Api>() {
  const ApiContext = createContext<Api | null>(null);

  function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
    return <ApiContext value={api}>{children}</ApiContext>;
  }

  function useApi(): Api {
    const api = use(ApiContext);
    if (api === null) throw new Error('useApi needs an ApiProvider above it');
    return api;
  }

  return { ApiProvider, useApi };
}

import { createContext, use, type ReactNode } from 'react';
import type { SupplierHosts } from '../config/hosts.ts';
import type { ApiClient } from './api-client.ts';

/** The supplier client and the build's hosts, given to every feature by the app. */
export type Api = { client: ApiClient; hosts: SupplierHosts };

const ApiContext = createContext<Api | null>(null);

export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext value={api}>{children}</ApiContext>;
}

export function useApi(): Api {
  const api = use(ApiContext);
  if (!api) throw new Error('useApi needs an ApiProvider above it');
  return api;
}

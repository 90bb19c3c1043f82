import { createContext, use, type ReactNode } from 'react';
import type { DemoClient } from './api-client.ts';

const ApiContext = createContext<DemoClient | null>(null);

export function ApiProvider({ client, children }: { client: DemoClient; children: ReactNode }) {
  return <ApiContext value={client}>{children}</ApiContext>;
}

/** The /__demo client the app was given (the page's origin; msw's in tests). */
export function useDemoClient(): DemoClient {
  const client = use(ApiContext);
  if (!client) throw new Error('useDemoClient needs an ApiProvider above it');
  return client;
}

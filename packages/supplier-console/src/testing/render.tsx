import {
  renderWithProviders as renderWithKitProviders,
  settleAndCleanup,
  setupTestServer,
} from '@garage/app-kit/testing';
import type { ReactElement, ReactNode } from 'react';
import { createDemoClient } from '../lib/api-client.ts';
import { ApiProvider } from '../lib/api-context.tsx';

export { settleAndCleanup };

/** Where the tests' mock answers: msw intercepts every call to it. */
export const apiBase = 'http://console.test';

/** An msw server for one test file: each test adds the calls it expects; any other fails it. */
export const setupDemoServer = () => setupTestServer();

function DemoApi({ children }: { children: ReactNode }) {
  return <ApiProvider api={createDemoClient(apiBase)}>{children}</ApiProvider>;
}

/**
 * Renders `ui` at `path` with the /__demo client (answered by msw) and a query client without
 * retries.
 */
export function renderWithProviders(ui: ReactElement, { path }: { path?: string } = {}) {
  return renderWithKitProviders(ui, { path, wrapper: DemoApi });
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll } from 'vitest';
import { ApiProvider } from '../lib/api-context.tsx';
import { createTestApiClient, testHosts } from './api-test-server.ts';

/**
 * Renders `ui` at `path` with the supplier client (answered by the test's msw server), a fresh
 * query client without retries, and a memory router whose location the test can read.
 */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderedQueryClients.add(queryClient);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <ApiProvider api={{ client: createTestApiClient(), hosts: testHosts }}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ApiProvider>,
  );
  return { ...view, router, queryClient };
}

const renderedQueryClients = new Set<QueryClient>();

/**
 * For afterEach: waits until no rendered query is fetching and no mutation is pending, then
 * unmounts. A request still in flight would otherwise be answered by the next test's handlers
 * and counted there.
 */
export async function settleAndCleanup() {
  await waitFor(() => {
    for (const queryClient of renderedQueryClients) {
      if (queryClient.isFetching() > 0 || queryClient.isMutating() > 0) {
        throw new Error('A request is still in flight');
      }
    }
  });
  renderedQueryClients.clear();
  cleanup();
}

/**
 * jsdom lays nothing out, so every element measures 0 px and a virtualised list would render no
 * rows; this gives elements a viewport-sized box for the test file.
 */
export function stubLayoutSize({ width = 400, height = 800 } = {}) {
  const prototype = HTMLElement.prototype;
  const original = {
    clientWidth: Object.getOwnPropertyDescriptor(prototype, 'clientWidth'),
    clientHeight: Object.getOwnPropertyDescriptor(prototype, 'clientHeight'),
  };
  beforeAll(() => {
    Object.defineProperty(prototype, 'clientWidth', { configurable: true, get: () => width });
    Object.defineProperty(prototype, 'clientHeight', { configurable: true, get: () => height });
  });
  afterAll(() => {
    // jsdom defines both on Element.prototype: dropping the stubs uncovers them again.
    for (const [name, descriptor] of Object.entries(original)) {
      if (descriptor) Object.defineProperty(prototype, name, descriptor);
      else Reflect.deleteProperty(prototype, name);
    }
  });
}

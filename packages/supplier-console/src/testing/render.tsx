import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createDemoClient } from '../lib/api-client.ts';
import { ApiProvider } from '../lib/api-context.tsx';

/** Where the tests' mock answers: msw intercepts every call to it. */
export const apiBase = 'http://console.test';

/** An msw server for one test file: each test adds the calls it expects; any other fails it. */
export function setupDemoServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

const rendered = new Set<QueryClient>();

/** Renders `ui` with the /__demo client (answered by msw) and a query client without retries. */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  rendered.add(queryClient);
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  return render(
    <ApiProvider client={createDemoClient(apiBase)}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ApiProvider>,
  );
}

/**
 * For afterEach: waits until nothing is in flight, then unmounts, so a late answer is not
 * counted by the next test's handlers.
 */
export async function settleAndCleanup() {
  await waitFor(() => {
    for (const queryClient of rendered) {
      if (queryClient.isFetching() > 0 || queryClient.isMutating() > 0) {
        throw new Error('A request is still in flight');
      }
    }
  });
  rendered.clear();
  cleanup();
}

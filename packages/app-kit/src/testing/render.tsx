import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

type Options = {
  /** Where the memory router starts. */
  path?: string;
  /** The app's own providers around the page (its api context). */
  wrapper?: ComponentType<{ children: ReactNode }>;
};

const renderedQueryClients = new Set<QueryClient>();

/**
 * Renders `ui` at `path` inside the app's `wrapper`, with a fresh query client without
 * retries and a memory router whose location the test can read.
 */
export function renderWithProviders(ui: ReactElement, { path = '/', wrapper }: Options = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderedQueryClients.add(queryClient);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const page = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  const Wrapper = wrapper;
  const view = render(Wrapper ? <Wrapper>{page}</Wrapper> : page);
  return { ...view, router, queryClient };
}

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

import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createApiClient } from '../../../lib/api-client.ts';
import { ApiProvider } from '../../../lib/api-context.tsx';
import { ShellLayout } from '../shell-layout.tsx';

// What the shell-layout.*.test.tsx files share: the supplier's answers to the session calls,
// and the shell rendered with a screen on each of its routes.

export const api = 'http://api.test';
export const server = setupServer();

/** The supplier (msw) listening for the test file, and nothing on the device at each start. */
export function setUpShellLayout() {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    cleanup();
    onlineManager.setOnline(true);
  });
  afterAll(() => server.close());

  beforeEach(() => localStorage.clear());
}

export const company = {
  CompanyID: 2,
  CompanyName: 'Shannon Auto Parts',
  CurrencyCode: 'EUR',
  CompanyBrandingBlobStorageID: 'logo-company-2',
  ConnectPlusColor: '#047857',
  UserID: 41,
};
const user = {
  CompanyId: 2,
  CustomerKeyCode: 'SAP3001',
  FactorBranch: 'LMK',
  GarageName: 'Dock Road Motors',
  GarageUserName: 'aoife.byrne',
  Address: 'Unit 4, Dock Road\nLimerick',
  CreatedDatetime: '2025-01-01T00:00:00Z',
};

/** Answers the session calls; `lookup` is the company lookup's list. */
export function answerSession(lookup: unknown[], userAnswer = HttpResponse.json(user)) {
  server.use(
    http.get(`${api}/api/authenticate/mobile/:id`, () => HttpResponse.json({ token: 't' })),
    http.get(`${api}/api/user`, () => HttpResponse.json(company)),
    // A copy each time: a Response's body can be read only once, and the user may load twice.
    http.get(`${api}/api/connectplus/garageuser`, () => userAnswer.clone()),
    http.get(`${api}/api/getCompany/:id`, () => HttpResponse.json(lookup)),
    http.get(`${api}/api/image/:blobId`, () =>
      HttpResponse.arrayBuffer(new Uint8Array([137, 80, 78, 71]).buffer, {
        headers: { 'content-type': 'image/png' },
      }),
    ),
  );
}

export function renderShell(
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const client = createApiClient({
    baseUrl: api,
    getDeviceId: () => '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b',
    navigation: { isOnLogin: () => false, goToLogin: vi.fn() },
  });
  const router = createMemoryRouter(
    [
      {
        element: <ShellLayout />,
        children: [
          { path: '/', element: <p>Enquiries screen</p> },
          { path: '/enquiries/:enqId', element: <p>Enquiry detail</p> },
          { path: '/news', element: <p>News screen</p> },
        ],
      },
      { path: '/error', element: <p>Error page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <ApiProvider
      api={{
        client,
        hosts: { api, mapping: api, supplier: api, companies: ['https://garage-api.test'] },
      }}
    >
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ApiProvider>,
  );
  return router;
}

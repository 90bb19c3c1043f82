import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createApiClient } from '../../../lib/api-client.ts';
import { ApiProvider } from '../../../lib/api-context.tsx';
import { clear as clearIdb } from '../../../testing/memory-idb-keyval.ts';
import { LoginScreen } from '../components/login-screen.tsx';

// What the login-screen.*.test.tsx files share: the supplier's answers to a device being
// activated, the screen rendered, and its code boxes read. Each file mocks idb-keyval itself.

export const api = 'http://api.test';
const companyHost = 'http://garage-api.test';
export const deviceId = '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b';

export const server = setupServer();

/** The activation calls received, and the device registrations with the company host. */
export const activations: unknown[] = [];
export const registrations: unknown[] = [];

/**
 * Each test starts on a device that knows its id and the last garage's header, with the session
 * and registration calls answered; the activation is answered by each test.
 */
export function setUpLoginScreen() {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    cleanup();
    clearIdb();
    onlineManager.setOnline(true);
  });
  afterAll(() => server.close());

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem('onesignalId', deviceId);
    localStorage.setItem(
      'header',
      JSON.stringify({
        CompanyName: 'Shannon Auto Parts',
        ConnectPlusColor: '#047857',
        CompanyBrandingBlobStorageID: 'logo-company-2',
        CustomerKeyCode: 'SAP3001',
      }),
    );
    activations.length = 0;
    registrations.length = 0;
    server.use(
      http.get(`${api}/api/authenticate/mobile/:id`, () => HttpResponse.json({ token: 't1' })),
      http.get(`${api}/api/user`, () =>
        HttpResponse.json({
          CompanyID: 1,
          CompanyName: 'Pennine Motor Factors',
          CurrencyCode: 'GBP',
          CompanyBrandingBlobStorageID: 'logo-company-1',
          ConnectPlusColor: '#1d4ed8',
          UserID: 11,
        }),
      ),
      http.get(`${api}/api/connectplus/garageuser`, () =>
        HttpResponse.json({
          CompanyId: 1,
          CustomerKeyCode: 'PMF1001',
          FactorBranch: 'LEE',
          GarageName: 'Kirkstall Road Garage',
          GarageUserName: 'dave.hughes',
          Address: '212 Kirkstall Road\nLeeds',
          CreatedDatetime: '2025-01-01T00:00:00Z',
        }),
      ),
      http.get(`${api}/api/getCompany/:id`, () =>
        HttpResponse.json([{ CompanyDomain: companyHost }]),
      ),
      http.post(`${companyHost}/api/garage/addDevice/`, async ({ request }) => {
        registrations.push(await request.json());
        return HttpResponse.json({ success: true });
      }),
    );
  });
}

export function answerActivation(
  status: number,
  headers: Record<string, string> = {},
  accepted: object = { token: 'fresh' },
) {
  server.use(
    http.post(`${api}/api/authenticate/mobile/activate`, async ({ request }) => {
      activations.push(await request.json());
      return status === 202
        ? HttpResponse.json(accepted, { status })
        : HttpResponse.json(
            { statusCode: status, error: 'Error', message: 'no' },
            { status, headers },
          );
    }),
  );
}

/** `strict`: in React's StrictMode, as main.tsx renders the portal (which renders twice in dev). */
export function renderLogin({ strict = false }: { strict?: boolean } = {}) {
  const client = createApiClient({
    baseUrl: api,
    getDeviceId: () => deviceId,
    navigation: { isOnLogin: () => true, goToLogin: vi.fn() },
  });
  const onActivated = vi.fn();
  const onActivationFailed = vi.fn();
  render(
    <ApiProvider
      api={{ client, hosts: { api, mapping: api, supplier: api, companies: [companyHost] } }}
    >
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <LoginScreen onActivated={onActivated} onActivationFailed={onActivationFailed} />
      </QueryClientProvider>
    </ApiProvider>,
    { reactStrictMode: strict },
  );
  return { onActivated, onActivationFailed, user: userEvent.setup() };
}

export const boxes = () => screen.getAllByRole<HTMLInputElement>('textbox');
export const box = (index: number) => {
  const found = boxes()[index];
  if (!found) throw new Error(`no box ${index}`);
  return found;
};
export const typedCode = () =>
  boxes()
    .map((input) => input.value)
    .join('');

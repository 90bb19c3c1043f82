import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  apiBase,
  createTestApiClient,
  setupApiServer,
  testHosts,
} from '../../testing/api-test-server.ts';
import { sessionKeys } from './session-keys.ts';
import { prefetchSession } from './prefetch-session.ts';

const server = setupApiServer();
const company = {
  CompanyID: 1,
  CompanyName: 'Pennine Motor Factors',
  CurrencyCode: 'GBP',
  CompanyBrandingBlobStorageID: 'logo-company-1',
  ConnectPlusColor: '#1d4ed8',
  UserID: 11,
};
const user = {
  CompanyId: 1,
  CustomerKeyCode: 'PMF1001',
  FactorBranch: 'LDS',
  GarageName: 'Kirkstall Road Garage',
  GarageUserName: 'dave.hughes',
  Address: '1 Kirkstall Road\nLeeds',
  CreatedDatetime: '2025-01-01T00:00:00Z',
};

describe('prefetching the session', () => {
  it('loads the company, the user and then the company’s lookup into the shell’s cache', async () => {
    server.use(
      http.get(`${apiBase}/api/user`, () => HttpResponse.json(company)),
      http.get(`${apiBase}/api/connectplus/garageuser`, () => HttpResponse.json(user)),
      http.get(`${apiBase}/api/getCompany/1`, () => HttpResponse.json([{ CompanyDomain: 'none' }])),
    );
    const queryClient = new QueryClient();

    prefetchSession(queryClient, { client: createTestApiClient(), hosts: testHosts });

    await expect
      .poll(() => queryClient.getQueryData(sessionKeys.lookup(1)))
      .toEqual([{ CompanyDomain: 'none' }]);
    expect(queryClient.getQueryData(sessionKeys.company())).toEqual(company);
    expect(queryClient.getQueryData(sessionKeys.user())).toEqual(user);
  });

  it('leaves a failed company load in the cache and asks for no lookup', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${apiBase}/api/user`, () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
      http.get(`${apiBase}/api/connectplus/garageuser`, () => HttpResponse.json(user)),
      http.get(`${apiBase}/api/getCompany/:id`, ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json([]);
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    prefetchSession(queryClient, { client: createTestApiClient(), hosts: testHosts });

    await expect.poll(() => queryClient.getQueryState(sessionKeys.company())?.status).toBe('error');
    await expect.poll(() => queryClient.getQueryData(sessionKeys.user())).toEqual(user);
    expect(asked).toEqual([]);
  });

  it('hands its calls the queries’ signal: cancelling the session aborts them', async () => {
    const waiting: Request[] = [];
    const waitForAbort = async ({ request }: { request: Request }) => {
      waiting.push(request);
      await new Promise((aborted) => request.signal.addEventListener('abort', aborted));
      return HttpResponse.json({});
    };
    server.use(
      http.get(`${apiBase}/api/user`, waitForAbort),
      http.get(`${apiBase}/api/connectplus/garageuser`, waitForAbort),
    );
    const queryClient = new QueryClient();

    prefetchSession(queryClient, { client: createTestApiClient(), hosts: testHosts });
    await expect.poll(() => waiting.length).toBe(2);
    await queryClient.cancelQueries({ queryKey: sessionKeys.all });

    expect(waiting.map((request) => request.signal.aborted)).toEqual([true, true]);
    expect(queryClient.getQueryState(sessionKeys.company())?.status).toBe('pending');
  });
});

// @vitest-environment jsdom
import { setupTestServer } from '@garage/app-kit/testing';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig } from '../config/load-runtime-config.ts';
import { createQueryClient, queryDefaults } from '../lib/query-client.ts';
import { fetchTakingStarted } from '../lib/started-calls/take-started.ts';
import { startSessionCalls } from '../inline-session-start/start-session-calls.ts';
import { stubBrowserApis } from '../testing/browser-stubs.ts';
import { clear as clearIdb } from '../testing/memory-idb-keyval.ts';
import { createApp } from './app.tsx';

// The app taking over the session's calls the page started (src/inline-session-start, main.tsx).

vi.mock('idb-keyval', () => import('../testing/memory-idb-keyval.ts'));
stubBrowserApis();

const api = 'http://api.test';
const deviceId = '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b';
const company = {
  CompanyID: 1,
  CompanyName: 'Pennine Motor Factors',
  CurrencyCode: 'GBP',
  CompanyBrandingBlobStorageID: '',
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

const server = setupTestServer();
afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
  localStorage.clear();
  clearIdb();
  history.replaceState(null, '', '/');
});

type Supplier = Partial<
  Record<'token' | 'user' | 'company' | 'lookup' | 'enquiries', HttpResponseResolver>
>;

/** The supplier: the session's calls answered as a signed-in garage's, but for `changes`. */
function answerSession(changes: Supplier) {
  const answers: Required<Supplier> = {
    token: () => HttpResponse.json({ token: 't-1' }),
    user: () => HttpResponse.json(user),
    company: () => HttpResponse.json(company),
    lookup: () => HttpResponse.json([{ CompanyDomain: 'none' }]),
    enquiries: () => HttpResponse.json([]),
    ...changes,
  };
  server.use(
    http.get('*/config.json', () => HttpResponse.json({ apiHost: api })),
    http.get(`${api}/api/authenticate/mobile/:deviceId`, answers.token),
    http.get(`${api}/api/connectplus/garageuser`, answers.user),
    http.get(`${api}/api/user`, answers.company),
    http.get(`${api}/api/getCompany/:id`, answers.lookup),
    http.post(`${api}/api/connectplus/enquiries`, answers.enquiries),
    http.get(`${api}/api/promotions/:account`, () => HttpResponse.json([])),
    // The connection check's probe after a call that reached no server: the supplier answers.
    http.head(`${api}/api/user`, () => new HttpResponse(null, { status: 401 })),
  );
}

/**
 * Opens the portal at `path` on a signed-in device as main.tsx does, with the session's calls
 * started by the page or not; answers every call the supplier got, by path, in order.
 */
async function visit(path: string, { started }: { started: boolean }): Promise<string[]> {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  localStorage.setItem('onesignalId', deviceId);
  history.replaceState(null, '', path);
  const page = {
    basePath: '',
    baseUrl: document.baseURI,
    pathname: location.pathname,
    deviceId,
    embeddedConfig: null,
    now: new Date(),
  };
  const calls = started ? startSessionCalls(page, fetch) : [];
  const pageStart = { sessionStarted: calls.length > 0, fetch: fetchTakingStarted(calls) };
  const loaded = await loadRuntimeConfig(pageStart.fetch);
  if (!loaded.ok) throw new Error(loaded.problems.join());
  // The app's retry policy, without its waits between tries.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryDefaults.queries, retryDelay: 0 } });
  render(createApp(loaded.config, queryClient, pageStart));
  return sent;
}

/** How many calls of each kind the supplier got. */
const counted = (sent: string[]) =>
  Object.fromEntries(
    [...new Set(sent)].map((call) => [call, sent.filter((other) => other === call).length]),
  );

const config = 'GET /config.json';
const token = `GET /api/authenticate/mobile/${deviceId}`;
const userCall = 'GET /api/connectplus/garageuser';
const companyCall = 'GET /api/user';
const lookup = 'GET /api/getCompany/1';
const enquiries = 'POST /api/connectplus/enquiries';

describe('a cold visit with the session’s calls started by the page', () => {
  it('sends each call once, the page’s: the app takes every one over', async () => {
    answerSession({});
    const sent = await visit('/', { started: true });

    expect(await screen.findByText('No enquiries found')).toBeInTheDocument();
    expect(counted(sent)).toEqual({
      [config]: 1,
      [token]: 1,
      [userCall]: 1,
      [companyCall]: 1,
      [lookup]: 1,
      [enquiries]: 1,
    });
  });
});

// Whatever the app does on a failure it does as well when the page started the calls: each
// case runs with the calls started and without, and expects the same.
describe.each([{ started: true }, { started: false }])(
  'a failure, the page having started the session’s calls: $started',
  (arm) => {
    it('sends a device that is not activated to /login (the token call’s 406)', async () => {
      answerSession({ token: () => HttpResponse.json({ message: 'no' }, { status: 406 }) });
      const sent = await visit('/', arm);

      expect(
        await screen.findByRole('heading', { name: 'Enter license code' }),
      ).toBeInTheDocument();
      expect(location.pathname).toBe('/login');
      // The login screen asks once more, for a garage that has been activated meanwhile.
      await expect.poll(() => counted(sent)).toEqual({ [config]: 1, [token]: 2 });
    });

    it('fetches the token once more when the company and user refuse it (401), and retries them', async () => {
      const tokens = ['t-1', 't-2'];
      const carried = new Set<string | null>();
      const refusing =
        (answer: object): HttpResponseResolver =>
        ({ request }) => {
          carried.add(request.headers.get('token'));
          return request.headers.get('token') === 't-1'
            ? HttpResponse.json({ message: 'Token expired' }, { status: 401 })
            : HttpResponse.json(answer);
        };
      answerSession({
        token: () => HttpResponse.json({ token: tokens.shift() ?? 't-3' }),
        user: refusing(user),
        company: refusing(company),
      });
      const sent = await visit('/news', arm);

      expect(await screen.findByText('Pennine Motor Factors (PMF1001)')).toBeInTheDocument();
      expect(counted(sent)[token]).toBe(2);
      expect(carried).toEqual(new Set(['t-1', 't-2']));
    });

    it('sends a garage whose company the lookup does not know to /error', async () => {
      answerSession({ lookup: () => HttpResponse.json([]) });
      const sent = await visit('/', arm);

      await expect.poll(() => location.pathname).toBe('/error');
      expect(counted(sent)).toMatchObject({ [token]: 1, [userCall]: 1, [companyCall]: 1 });
      // The list the page asked for is never taken: the app does not draw it.
      expect(counted(sent)[enquiries] ?? 0).toBe(arm.started ? 1 : 0);
    });

    it('retries a call that reached no server, then shows its failure with Try again', async () => {
      answerSession({ company: () => HttpResponse.error() });
      const sent = await visit('/', arm);

      expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('TypeError');
      // The first try and the query's three retries.
      expect(counted(sent)).toMatchObject({ [token]: 1, [userCall]: 1, [companyCall]: 4 });
      expect(counted(sent)[enquiries] ?? 0).toBe(arm.started ? 1 : 0);
    });
  },
);

// @vitest-environment jsdom
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../lib/api-client.ts';
import { ApiProvider } from '../../../lib/api-context.tsx';
import {
  set as idbSet,
  size as idbSize,
  clear as clearIdb,
} from '../../../testing/memory-idb-keyval.ts';
import { LoginScreen } from './login-screen.tsx';

vi.mock('idb-keyval', () => import('../../../testing/memory-idb-keyval.ts'));

const api = 'http://api.test';
const companyHost = 'http://garage-api.test';
const deviceId = '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  clearIdb();
  onlineManager.setOnline(true);
});
afterAll(() => server.close());

let activations: unknown[];
let registrations: unknown[];
beforeEach(() => {
  localStorage.clear();
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
  activations = [];
  registrations = [];
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

function answerActivation(
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

function renderLogin() {
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
  );
  return { onActivated, onActivationFailed, user: userEvent.setup() };
}

const boxes = () => screen.getAllByRole<HTMLInputElement>('textbox');
const box = (index: number) => {
  const found = boxes()[index];
  if (!found) throw new Error(`no box ${index}`);
  return found;
};
const typedCode = () =>
  boxes()
    .map((input) => input.value)
    .join('');

describe('the licence code screen', () => {
  it('shows the title, eight single-digit boxes and ACTIVATE', () => {
    renderLogin();

    expect(screen.getByRole('heading', { name: 'Enter license code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'ACTIVATE' })).toBeInTheDocument();
  });

  it('moves focus box by box while typing, and keeps only digits', async () => {
    const { user } = renderLogin();

    await user.type(box(0), '2a0');

    expect(typedCode()).toBe('20');
    expect(box(2)).toHaveFocus();
  });

  it('moves back with Backspace on an empty box', async () => {
    const { user } = renderLogin();
    await user.type(box(0), '20');

    await user.keyboard('{Backspace}');

    expect(box(1)).toHaveFocus();
  });

  it('fills every box from a pasted code', async () => {
    const { user } = renderLogin();
    await user.click(box(3));

    await user.paste('2046 1379');

    expect(typedCode()).toBe('20461379');
  });

  it('keeps ACTIVATE disabled with the reason while offline, and the typed code', async () => {
    answerActivation(202);
    const { user, onActivated } = renderLogin();
    await user.click(box(0));
    await user.paste('20461379');

    act(() => onlineManager.setOnline(false));

    const activate = screen.getByRole('button', { name: 'ACTIVATE' });
    expect(activate).toBeDisabled();
    expect(activate).toHaveAccessibleDescription("You're offline. This needs a connection.");
    await user.click(activate);
    await user.keyboard('{Enter}');
    expect(activations).toEqual([]);
    expect(typedCode()).toBe('20461379');

    act(() => onlineManager.setOnline(true));

    expect(screen.queryByText(/You're offline/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ACTIVATE' }));
    await waitFor(() => expect(onActivated).toHaveBeenCalledTimes(1));
  });

  it('does nothing with fewer than eight digits', async () => {
    answerActivation(202);
    const { user, onActivated } = renderLogin();
    await user.type(box(0), '2046137');

    await user.click(screen.getByRole('button', { name: 'ACTIVATE' }));

    expect(activations).toEqual([]);
    expect(onActivated).not.toHaveBeenCalled();
  });

  it('activates with 202, registers the device with the company host, then goes on', async () => {
    answerActivation(202);
    const { user, onActivated } = renderLogin();
    await user.click(box(0));
    await user.paste('20461379');

    // What the last licence's garage left on the device.
    await idbSet('savedQueries', '{}');
    localStorage.setItem('savedQueriesBuild', 'build-1');

    await user.click(screen.getByRole('button', { name: 'ACTIVATE' }));

    await waitFor(() => expect(onActivated).toHaveBeenCalledTimes(1));
    // The last licence's garage is not painted in the header of this one's, nor its data drawn.
    expect(localStorage.getItem('header')).toBeNull();
    expect(idbSize()).toBe(0);
    expect(localStorage.getItem('savedQueriesBuild')).toBeNull();
    expect(activations).toEqual([
      {
        DeviceID: deviceId,
        EntryCode: '20461379',
        DeviceDescription: 'Desktop',
        OneSignalID: deviceId,
      },
    ]);
    expect(registrations).toEqual([
      {
        DateTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        DeviceId: deviceId,
        UserId: 11,
        OneSignalId: deviceId,
        CompanyId: 1,
        Acct: 'PMF1001',
      },
    ]);
  });

  it('says Invalid license code on 404 and keeps the code typed', async () => {
    answerActivation(404);
    const { user, onActivated } = renderLogin();
    await user.click(box(0));
    await user.paste('12345678');

    await user.click(screen.getByRole('button', { name: 'ACTIVATE' }));

    expect(await screen.findByText('Invalid license code')).toBeInTheDocument();
    expect(typedCode()).toBe('12345678');
    expect(onActivated).not.toHaveBeenCalled();
  });

  it('on 429 says how long to wait, keeps the code typed and does not reload', async () => {
    answerActivation(429, { 'Retry-After': '900' });
    const { user, onActivated, onActivationFailed } = renderLogin();
    await user.click(box(0));
    await user.paste('12345678');

    await user.click(screen.getByRole('button', { name: 'ACTIVATE' }));

    expect(
      await screen.findByText('Too many wrong license codes. Try again in 15 minutes.'),
    ).toBeInTheDocument();
    expect(typedCode()).toBe('12345678');
    expect(localStorage.getItem('onesignalId')).toBe(deviceId);
    expect(onActivated).not.toHaveBeenCalled();
    expect(onActivationFailed).not.toHaveBeenCalled();
  });

  const networkFailure = () =>
    server.use(http.post(`${api}/api/authenticate/mobile/activate`, () => HttpResponse.error()));
  const noConnection =
    'No connection to the supplier. Check your internet connection and try again.';
  const notActivated = 'The supplier could not activate this device. Try again in a moment.';

  it.each([
    ['a network failure', networkFailure, noConnection],
    ['a 202 without a token', () => answerActivation(202, {}, {}), notActivated],
    ['a 202 with an empty token', () => answerActivation(202, {}, { token: '' }), notActivated],
    ['a 400', () => answerActivation(400), notActivated],
    ['a 401', () => answerActivation(401), notActivated],
    ['a 403', () => answerActivation(403), notActivated],
    ['a 502', () => answerActivation(502), notActivated],
    ['a 503', () => answerActivation(503), notActivated],
  ])('after %s says so, stays and keeps the code; the error is logged', async (_, answer, said) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer();
    const { user, onActivated, onActivationFailed } = renderLogin();
    await user.click(box(0));
    await user.paste('12345678');

    await user.click(screen.getByRole('button', { name: 'ACTIVATE' }));

    // In the alert the 404 uses, so a screen reader announces it.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(said));
    expect(logged).toHaveBeenCalledWith('Activation failed', expect.anything());
    expect(typedCode()).toBe('12345678');
    expect(localStorage.getItem('onesignalId')).toBe(deviceId);
    expect(onActivated).not.toHaveBeenCalled();
    expect(onActivationFailed).not.toHaveBeenCalled();
    // The button is free again for another try.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'ACTIVATE' })).toBeEnabled();
    logged.mockRestore();
  });

  it('after no connection, the same code activates once the supplier answers', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    networkFailure();
    const { user, onActivated } = renderLogin();
    await user.click(box(0));
    await user.paste('20461379');
    await user.click(screen.getByRole('button', { name: 'ACTIVATE' }));
    await screen.findByText(noConnection);

    answerActivation(202);
    await user.click(screen.getByRole('button', { name: 'ACTIVATE' }));

    await waitFor(() => expect(onActivated).toHaveBeenCalledTimes(1));
    // Cleared as the second try started.
    expect(screen.queryByText(noConnection)).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it('editing the code clears what the last try said', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerActivation(403);
    const { user } = renderLogin();
    await user.click(box(0));
    await user.paste('12345678');
    await user.click(screen.getByRole('button', { name: 'ACTIVATE' }));
    await screen.findByText(notActivated);

    await user.type(box(7), '9');

    expect(screen.getByRole('alert').textContent).toBe('');
    expect(typedCode()).toBe('12345679');
    logged.mockRestore();
  });

  it('on 500 clears the stored device id and reloads', async () => {
    answerActivation(500);
    const { user, onActivationFailed } = renderLogin();
    await user.click(box(0));
    await user.paste('50000500');

    await user.click(screen.getByRole('button', { name: 'ACTIVATE' }));

    await waitFor(() => expect(onActivationFailed).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('onesignalId')).toBeNull();
  });
});

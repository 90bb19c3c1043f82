// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { set as idbSet, size as idbSize } from '../../../testing/memory-idb-keyval.ts';
import {
  activations,
  answerActivation,
  api,
  box,
  deviceId,
  registrations,
  renderLogin,
  server,
  setUpLoginScreen,
  typedCode,
} from '../testing/login-screen-setup.tsx';

// What the supplier's answer to an activation does: the device registered and on to the portal,
// or a reason given and the code kept. Typing the code is in login-screen.code-entry.test.tsx.

vi.mock('idb-keyval', () => import('../../../testing/memory-idb-keyval.ts'));

setUpLoginScreen();

describe('the licence code screen', () => {
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

  it.each(['none', 'NONE', ' none '])(
    "activates a company whose host is '%s' without registering the device anywhere",
    async (domain) => {
      server.use(
        http.get(`${api}/api/getCompany/:id`, () => HttpResponse.json([{ CompanyDomain: domain }])),
      );
      // Every request, whatever its host: a registration sent elsewhere counts too.
      const requested: string[] = [];
      const record = ({ request }: { request: Request }) => {
        requested.push(`${request.method} ${request.url}`);
      };
      server.events.on('request:start', record);
      answerActivation(202);
      const { user, onActivated } = renderLogin();
      await user.click(box(0));
      await user.paste('20461379');

      await user.click(screen.getByRole('button', { name: 'ACTIVATE' }));

      await waitFor(() => expect(onActivated).toHaveBeenCalledTimes(1));
      server.events.removeListener('request:start', record);
      // The lookup that says `none` was made, and nothing after it.
      expect(requested.at(-1)).toBe(`GET ${api}/api/getCompany/1`);
      expect(requested.filter((call) => call.includes('addDevice'))).toEqual([]);
      expect(registrations).toEqual([]);
    },
  );

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

  it.each([
    ['', false],
    [' (StrictMode)', true],
  ])('after a 500 and the reload, says once that the activation failed%s', async (_, strict) => {
    answerActivation(500);
    const { user, onActivationFailed } = renderLogin();
    await user.click(box(0));
    await user.paste('50000500');
    await user.click(screen.getByRole('button', { name: 'ACTIVATE' }));
    await waitFor(() => expect(onActivationFailed).toHaveBeenCalledTimes(1));
    // Required as before: the device id is forgotten (and the portal reloads at /).
    expect(localStorage.getItem('onesignalId')).toBeNull();

    // The reload: the page goes, and the licence screen comes again with empty boxes.
    cleanup();
    renderLogin({ strict });
    expect(screen.getByRole('alert').textContent).toBe(
      "Activation failed on the supplier's side. Please enter your license code again.",
    );
    expect(typedCode()).toBe('');

    // Said once: another reload shows the screen without it.
    cleanup();
    renderLogin({ strict });
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('says nothing of a failed activation on a screen no 500 came before', async () => {
    answerActivation(404);
    const { user } = renderLogin();
    await user.click(box(0));
    await user.paste('12345678');
    await user.click(screen.getByRole('button', { name: 'ACTIVATE' }));
    await screen.findByText('Invalid license code');

    cleanup();
    renderLogin();
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});

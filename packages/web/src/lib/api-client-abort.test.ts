import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiBase, setupApiServer } from '../testing/api-test-server.ts';
import { createApiClient } from './api-client.ts';

const server = setupApiServer();

function client() {
  const goToLogin = vi.fn();
  const apiClient = createApiClient({
    baseUrl: apiBase,
    getDeviceId: () => '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b',
    navigation: { isOnLogin: () => false, goToLogin },
  });
  return { apiClient, goToLogin };
}

/** /api/user refuses `refused` with a 401; any other token waits, unanswered, for its abort. */
function userWaitingForAbort(refused?: string) {
  const waiting: Request[] = [];
  server.use(
    http.get(`${apiBase}/api/user`, async ({ request }) => {
      if (request.headers.get('token') === refused) return new HttpResponse(null, { status: 401 });
      waiting.push(request);
      await new Promise((aborted) => request.signal.addEventListener('abort', aborted));
      return HttpResponse.json({});
    }),
  );
  return waiting;
}

describe('a call whose signal aborts', () => {
  it('rejects with the abort, and sends no one to /login', async () => {
    const waiting = userWaitingForAbort();
    const { apiClient, goToLogin } = client();
    const controller = new AbortController();

    const call = apiClient.GET('/api/user', { signal: controller.signal });
    await expect.poll(() => waiting.length).toBe(1);
    controller.abort();

    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(waiting[0]?.signal.aborted).toBe(true);
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('aborts the retry after a 401 too: the retry is the same call', async () => {
    let issued = 0;
    server.use(
      http.get(`${apiBase}/api/authenticate/mobile/:deviceId`, () =>
        HttpResponse.json({ token: `token-${++issued}` }),
      ),
    );
    const waiting = userWaitingForAbort('token-1');
    const { apiClient, goToLogin } = client();
    const controller = new AbortController();

    const call = apiClient.GET('/api/user', { signal: controller.signal });
    await expect
      .poll(() => waiting.map((request) => request.headers.get('token')))
      .toEqual(['token-2']);
    controller.abort();

    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(waiting[0]?.signal.aborted).toBe(true);
    expect(goToLogin).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import type { ReturnRecord } from '@garage/api-types';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApiClient, setupApiServer } from '../../../testing/api-test-server.ts';
import { renderWithProviders, settleAndCleanup } from '../../../testing/render-with-providers.tsx';
import { returnsQueryOptions, useReturns } from './get-returns.ts';

const server = setupApiServer();
const companyHost = 'http://company.test';
const returned: ReturnRecord[] = [
  { DateTime: '2026-11-20T10:00:00Z', Parts: [{ PartNo: 'BP-1', Qty: 1, Reason: 'Wrong part' }] },
];

afterEach(settleAndCleanup);

/** The returns call, which answers only once its request has been aborted; the requests seen. */
function answerOnlyOnceAborted() {
  const requests: Request[] = [];
  server.use(
    http.get(`${companyHost}/api/garage/returnparts/list/:id`, async ({ request }) => {
      requests.push(request);
      await new Promise((aborted) => request.signal.addEventListener('abort', aborted));
      return HttpResponse.json([]);
    }),
  );
  return requests;
}

function Returns() {
  useReturns(companyHost, 'PMF1001');
  return null;
}

describe('cancelling the returns query', () => {
  it('aborts the request in flight and keeps the list it had, with no error', async () => {
    const requests = answerOnlyOnceAborted();
    const queryClient = new QueryClient();
    const options = returnsQueryOptions(createTestApiClient(), companyHost, 'PMF1001');
    queryClient.setQueryData(options.queryKey, returned);

    const refresh = queryClient.query(options);
    await expect.poll(() => requests.length).toBe(1);
    await queryClient.cancelQueries({ queryKey: options.queryKey });

    expect(requests[0]?.signal.aborted).toBe(true);
    // What the shell's notices read: a cancelled refresh is not a failed one.
    expect(queryClient.getQueryState(options.queryKey)).toMatchObject({
      status: 'success',
      fetchStatus: 'idle',
      data: returned,
      error: null,
    });
    await expect(refresh).resolves.toEqual(returned);
  });

  it('aborts the request when the screen that wanted it goes', async () => {
    const requests = answerOnlyOnceAborted();
    const { unmount, queryClient } = renderWithProviders(<Returns />);
    await expect.poll(() => requests.length).toBe(1);

    unmount();

    await expect.poll(() => requests[0]?.signal.aborted).toBe(true);
    const [query] = queryClient.getQueryCache().findAll({ queryKey: ['returns'] });
    expect(query?.state).toMatchObject({ status: 'pending', fetchStatus: 'idle', error: null });
  });
});

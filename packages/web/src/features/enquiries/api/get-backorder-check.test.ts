import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBase, createTestApiClient, setupApiServer } from '../../../testing/api-test-server.ts';
import { backorderCheckQueryOptions, getBackorderCheck } from './get-backorder-check.ts';

const server = setupApiServer();
const checkUrl = `${apiBase}/api/connectplus/backordered/check/:enquiryId`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('getBackorderCheck', () => {
  it('asks about the given enquiry and returns the flag', async () => {
    const asked: string[] = [];
    server.use(
      http.get(checkUrl, ({ params }) => {
        asked.push(String(params.enquiryId));
        return HttpResponse.json({ exists: true });
      }),
    );

    expect(await getBackorderCheck(createTestApiClient(), 41)).toEqual({ exists: true });
    expect(asked).toEqual(['41']);
  });
});

describe('backorderCheckQueryOptions', () => {
  it('selects the exists flag', async () => {
    server.use(http.get(checkUrl, () => HttpResponse.json({ exists: false })));
    const options = backorderCheckQueryOptions(createTestApiClient(), 41);

    // query() hands back what select makes of the answer.
    expect(await new QueryClient().query(options)).toBe(false);
  });

  it('logs a failure with console.error and does not retry it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    server.use(
      http.get(checkUrl, () => {
        calls += 1;
        return HttpResponse.json(
          { statusCode: 404, error: 'Not Found', message: 'No enquiry 41' },
          { status: 404 },
        );
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 3 } } });

    const failure = await queryClient
      .query(backorderCheckQueryOptions(createTestApiClient(), 41))
      .catch((error: unknown) => error);

    expect(String(failure)).toBe('ApiError: HTTP 404: No enquiry 41');
    expect(calls).toBe(1);
    expect(logged).toHaveBeenCalledWith('Backorder check of enquiry 41 failed', failure);
  });

  it('does not log a check cancelled in flight: it did not fail', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const requests: Request[] = [];
    server.use(
      http.get(checkUrl, async ({ request }) => {
        requests.push(request);
        await new Promise((aborted) => request.signal.addEventListener('abort', aborted));
        return HttpResponse.json({ exists: true });
      }),
    );
    const queryClient = new QueryClient();
    const options = backorderCheckQueryOptions(createTestApiClient(), 41);

    const checking = queryClient.query(options).catch(() => undefined);
    await expect.poll(() => requests.length).toBe(1);
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    await checking;
    // The query settles at once; the check's own rejection comes a turn later.
    await new Promise((turn) => setTimeout(turn));

    expect(requests[0]?.signal.aborted).toBe(true);
    expect(logged).not.toHaveBeenCalled();
  });
});

import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiBase, createTestApiClient, setupApiServer } from '../../../testing/api-test-server.ts';
import { makeEnquiry } from '../../../testing/make-enquiry.ts';
import { globalEnquiriesQueryOptions } from './get-global-enquiries.ts';

const server = setupApiServer();
const now = () => new Date(2026, 10, 22, 15, 0);

function answerGlobalEnquiries(enquiries: unknown[]) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(`${apiBase}/api/connectplus/getFactorEnquiries`, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json(enquiries);
    }),
  );
  return queries;
}

describe('globalEnquiriesQueryOptions', () => {
  it('asks for 5 days ago to tomorrow, as ISO dates, for the account code', async () => {
    const enquiries = [makeEnquiry({ EnquiryId: 8 })];
    const queries = answerGlobalEnquiries(enquiries);

    const found = await new QueryClient().query(
      globalEnquiriesQueryOptions(createTestApiClient(), 'PMF-0042', now),
    );

    expect(found).toEqual(enquiries);
    expect(queries).toEqual([{ StartDate: '2026-11-17', EndDate: '2026-11-23', Acct: 'PMF-0042' }]);
  });

  it.each([null, ''])(
    'fails with CustomerKeyCode is missing! for the account code %j, without calling',
    async (customerKeyCode) => {
      const queries = answerGlobalEnquiries([]);
      // The app's default of 3 retries: the missing code must not be retried.
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 3 } } });

      const failure = await queryClient
        .query(globalEnquiriesQueryOptions(createTestApiClient(), customerKeyCode, now))
        .catch((error: unknown) => error);

      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).message).toBe('CustomerKeyCode is missing!');
      expect(queries).toEqual([]);
      const key = globalEnquiriesQueryOptions(createTestApiClient(), customerKeyCode).queryKey;
      expect(queryClient.getQueryState(key)?.fetchFailureCount).toBe(1);
    },
  );
});

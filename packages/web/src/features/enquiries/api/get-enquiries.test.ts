import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiBase, createTestApiClient, setupApiServer } from '../../../testing/api-test-server.ts';
import { makeEnquiry } from '../../../testing/make-enquiry.ts';
import { enquiriesQueryOptions } from './get-enquiries.ts';

const server = setupApiServer();

describe('enquiriesQueryOptions', () => {
  it('posts the window from 36 days ago to tomorrow and returns the enquiries', async () => {
    const bodies: unknown[] = [];
    const enquiries = [makeEnquiry({ EnquiryId: 7 })];
    server.use(
      http.post(`${apiBase}/api/connectplus/enquiries`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(enquiries);
      }),
    );
    const now = () => new Date(2026, 10, 22, 15, 0);

    const found = await new QueryClient().query(enquiriesQueryOptions(createTestApiClient(), now));

    expect(found).toEqual(enquiries);
    expect(bodies).toEqual([{ StartDate: '2026-10-17', EndDate: '2026-11-23' }]);
  });

  it('rejects with the supplier error', async () => {
    server.use(
      http.post(`${apiBase}/api/connectplus/enquiries`, () =>
        HttpResponse.json(
          { statusCode: 500, error: 'Internal Server Error', message: 'Database down' },
          { status: 500 },
        ),
      ),
    );

    const failure = await new QueryClient()
      .query(enquiriesQueryOptions(createTestApiClient()))
      .catch((error: unknown) => error);

    expect(String(failure)).toBe('ApiError: HTTP 500: Database down');
  });
});

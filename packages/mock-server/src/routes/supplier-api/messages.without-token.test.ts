import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import { messageForm, threadUrl } from '../../testing/messages.ts';
import { buildTestApp, snapshot } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(() => app.world.resetStore());
afterAll(() => app.close());

const { enquiries } = fixtures;

describe('without a token', () => {
  it.each([
    ['getEnquiryMessages', { method: 'GET', url: threadUrl(enquiries.quoted) }],
    [
      'sendMessage',
      {
        method: 'POST',
        url: '/api/connectplus/garage/message',
        body: messageForm({ EnquiryID: String(enquiries.quoted), Text: 'Hi' }),
      },
    ],
  ] as const)('%s answers 401, changing nothing', async (_operation, request) => {
    const before = snapshot(app);

    const response = await app.inject(request);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    expect(snapshot(app)).toBe(before);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import { buildTestApp, signIn, snapshot } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(() => app.world.resetStore());
afterAll(() => app.close());

const { enquiries } = fixtures;

describe('getBackorderCheck', () => {
  it.each([
    ['a backordered enquiry', enquiries.quotedBackordered, true],
    ['an enquiry with nothing on back order', enquiries.quoted, false],
  ])('answers the flag of %s', async (_label, id, exists) => {
    const { headers } = await signIn(app, 'dave');

    const response = await app.inject({ url: `/api/connectplus/backordered/check/${id}`, headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ exists });
  });

  it('follows the stored flag', async () => {
    const { headers } = await signIn(app, 'dave');
    await app.world.db.enquiries.update((q) => q.where({ EnquiryId: enquiries.quoted }), {
      data(record) {
        record.Backordered = true;
      },
    });

    const response = await app.inject({
      url: `/api/connectplus/backordered/check/${enquiries.quoted}`,
      headers,
    });

    expect(response.json()).toEqual({ exists: true });
  });
});

describe('getCantSupplyReasons', () => {
  const url = (id: number | string) => `/api/salesassist/cplusassist/cantsupply/${id}`;

  it('answers the reason of a cancelled enquiry', async () => {
    const { headers } = await signIn(app, 'dave');

    const response = await app.inject({ url: url(enquiries.cancelledWithReason), headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { Reason: 'Discontinued by the manufacturer; no pattern part available.' },
    ]);
  });

  it('answers the newest reason first', async () => {
    const { headers } = await signIn(app, 'dave');
    await app.world.db.cantSupply.create({
      EnquiryId: enquiries.cancelledWithReason,
      Reason: 'Now obsolete',
    });

    const response = await app.inject({ url: url(enquiries.cancelledWithReason), headers });

    expect(response.json()).toEqual([
      { Reason: 'Now obsolete' },
      { Reason: 'Discontinued by the manufacturer; no pattern part available.' },
    ]);
  });

  it('answers [] for an enquiry without a reason', async () => {
    const { headers } = await signIn(app, 'dave');

    const response = await app.inject({ url: url(enquiries.cancelled), headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe.each([
  [
    'getBackorderCheck',
    (id: number | string) => `/api/connectplus/backordered/check/${id}`,
    'EnquiryId',
  ],
  [
    'getCantSupplyReasons',
    (id: number | string) => `/api/salesassist/cplusassist/cantsupply/${id}`,
    'enqId',
  ],
])('%s access and input', (_operation, url, parameter) => {
  it.each([
    ['another garage’s enquiry', enquiries.headingleyWaiting],
    ['another company’s enquiry', enquiries.limerickQuoted],
    ['an unknown enquiry', 999_999],
  ])('answers 404 for %s, the same as for a missing one', async (_label, id) => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await app.inject({ url: url(id), headers });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: `No enquiry ${id}`,
    });
    expect(snapshot(app)).toBe(before);
  });

  it.each([
    ['letters', 'abc', 'must be integer'],
    ['zero', 0, 'must be >= 1'],
  ])('rejects an id of %s with 400 naming the parameter', async (_label, id, rule) => {
    const { headers } = await signIn(app, 'dave');

    const response = await app.inject({ url: url(id), headers });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: `params/${parameter} ${rule}` });
  });
});

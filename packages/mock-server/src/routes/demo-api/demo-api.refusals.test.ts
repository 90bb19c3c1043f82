import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoApiHelpers, pngBytes } from '../../testing/demo-api.ts';
import { buildTestApp, snapshot } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ demoApi: true });
});
beforeEach(async () => {
  app.world.faults.clear();
  await app.world.resetStore();
});
afterAll(() => app.close());

const { post } = demoApiHelpers(() => app);

describe('refusals, each leaving the store as it was', () => {
  const tooLong = 'x'.repeat(2001);
  it.each([
    [
      'an unknown enquiry to quote',
      '/__demo/enquiries/999/quote',
      { Lines: [{ PartNumber: 'A', Qty: 1, UnitPrice: '1' }] },
      404,
      'No enquiry 999',
    ],
    [
      'an Ordered enquiry to quote',
      '/__demo/enquiries/105/quote',
      { Lines: [{ PartNumber: 'A', Qty: 1, UnitPrice: '1' }] },
      409,
      'Enquiry 105 is Ordered',
    ],
    [
      'a comma in a price',
      '/__demo/enquiries/102/quote',
      { Lines: [{ PartNumber: 'A', Qty: 1, UnitPrice: '12,50' }] },
      400,
      'body/Lines/0/UnitPrice must match pattern',
    ],
    [
      'a quote without lines',
      '/__demo/enquiries/102/quote',
      { Lines: [] },
      400,
      'body/Lines must NOT have fewer than 1 items',
    ],
    [
      'a line without Qty',
      '/__demo/enquiries/102/quote',
      { Lines: [{ PartNumber: 'A', UnitPrice: '1' }] },
      400,
      "body/Lines/0 must have required property 'Qty'",
    ],
    [
      'a negative RRP',
      '/__demo/enquiries/102/quote',
      { Lines: [{ PartNumber: 'A', Qty: 1, UnitPrice: '1', RRP: -1 }] },
      400,
      'body/Lines/0/RRP must be >= 0',
    ],
    [
      'an enquiry id that is no number',
      '/__demo/enquiries/abc/quote',
      { Lines: [] },
      400,
      'params/EnquiryId',
    ],
    [
      'a message on an unknown enquiry',
      '/__demo/enquiries/999/messages',
      { Text: 'Hi' },
      404,
      'No enquiry 999',
    ],
    [
      'a message that is too long',
      '/__demo/enquiries/101/messages',
      { Text: tooLong },
      400,
      'body/Text must NOT have more than 2000 characters',
    ],
    [
      'an empty message',
      '/__demo/enquiries/101/messages',
      { Text: '' },
      400,
      'body/Text must not be empty without an image',
    ],
    [
      'an image that is no PNG',
      '/__demo/enquiries/101/messages',
      { Text: 'x', Image: Buffer.from('GIF89a....').toString('base64') },
      400,
      'body/Image must be a base64 PNG',
    ],
    [
      'an image that is no base64',
      '/__demo/enquiries/101/messages',
      { Text: 'x', Image: 'not base64!' },
      400,
      'body/Image must match pattern',
    ],
    [
      'an unknown stored image',
      '/__demo/enquiries/101/messages',
      { Text: 'x', BlobStorageId: 'nope' },
      400,
      'body/BlobStorageId names no stored image',
    ],
    [
      'both image kinds',
      '/__demo/enquiries/101/messages',
      { Text: 'x', Image: pngBytes.toString('base64'), BlobStorageId: 'nope' },
      400,
      'body must not have both Image and BlobStorageId',
    ],
    [
      'an unknown field on a message',
      '/__demo/enquiries/101/messages',
      { Text: 'x', Garage: true },
      400,
      "body has unknown property 'Garage'",
    ],
    ['a cancel of an unknown enquiry', '/__demo/enquiries/999/cancel', {}, 404, 'No enquiry 999'],
    [
      'a cancel of a Cancelled enquiry',
      '/__demo/enquiries/107/cancel',
      { Reason: 'Again' },
      409,
      'Enquiry 107 is Cancelled',
    ],
    [
      'an empty reason',
      '/__demo/enquiries/102/cancel',
      { Reason: '' },
      400,
      'body/Reason must NOT have fewer than 1 characters',
    ],
    [
      'a backorder flag that is no boolean',
      '/__demo/enquiries/102/backorder',
      { Backordered: 'yes' },
      400,
      'body/Backordered must be boolean',
    ],
    [
      'a backorder flag on an unknown enquiry',
      '/__demo/enquiries/999/backorder',
      { Backordered: true },
      404,
      'No enquiry 999',
    ],
    [
      'a dispatch of an unknown enquiry',
      '/__demo/enquiries/999/dispatch',
      undefined,
      404,
      'No enquiry 999',
    ],
    [
      'a dispatch without quote lines',
      '/__demo/enquiries/102/dispatch',
      undefined,
      409,
      'Enquiry 102 has no quote lines to dispatch',
    ],
    [
      'a dispatch of an Ordered enquiry',
      '/__demo/enquiries/105/dispatch',
      undefined,
      409,
      'Enquiry 105 is Ordered',
    ],
    ['an unknown delivery', '/__demo/deliveries/999/deliver', undefined, 404, 'No delivery 999'],
    [
      'an enquiry for an unknown garage',
      '/__demo/garages/99/enquiries',
      { Reg: 'AB12 CDE', Parts: 'Wipers' },
      404,
      'No garage 99',
    ],
    [
      'an enquiry with a bad Reg',
      '/__demo/garages/1/enquiries',
      { Reg: 'A!', Parts: 'Wipers' },
      400,
      'body/Reg must match pattern',
    ],
    [
      'an enquiry without Parts',
      '/__demo/garages/1/enquiries',
      { Reg: 'AB12 CDE' },
      400,
      "body must have required property 'Parts'",
    ],
    [
      'an enquiry in another status',
      '/__demo/garages/1/enquiries',
      { Reg: 'AB12 CDE', Parts: 'W', Status: 'Ordered' },
      400,
      'body/Status must be one of "Waiting", "Order"',
    ],
    ['a clock moved back', '/__demo/clock/advance', { ms: -1 }, 400, 'body/ms must be >= 1'],
    [
      'a clock set to a day without a time',
      '/__demo/clock/set',
      { at: '2026-10-25' },
      400,
      'body/at must match format "date-time"',
    ],
    [
      'a clock set to a time without its offset',
      '/__demo/clock/set',
      { at: '2026-10-25T00:30:00' },
      400,
      'body/at must match format "date-time"',
    ],
    [
      'a clock moved by a fraction',
      '/__demo/clock/advance',
      { ms: 1.5 },
      400,
      'body/ms must be integer',
    ],
    [
      'a fault without a leading slash',
      '/__demo/faults',
      { pathPattern: 'api/*', status: 500 },
      400,
      'body/pathPattern must match pattern "^/"',
    ],
    [
      'a fault rate above 1',
      '/__demo/faults',
      { pathPattern: '/api/*', errorRate: 2 },
      400,
      'body/errorRate must be <= 1',
    ],
    [
      'a fault status that is no error',
      '/__demo/faults',
      { pathPattern: '/api/*', status: 200 },
      400,
      'body/status must be >= 400',
    ],
    [
      'a fault that does nothing',
      '/__demo/faults',
      { pathPattern: '/api/*' },
      400,
      "body must have required property 'latencyMs'",
    ],
  ] as const)('refuses %s', async (_label, url, payload, status, message) => {
    const before = snapshot(app);
    const faultsBefore = app.world.faults.list();
    const clockBefore = app.world.clock.now();

    const response = await post(url, payload);

    expect(response.statusCode).toBe(status);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect(snapshot(app)).toBe(before);
    expect(app.world.faults.list()).toEqual(faultsBefore);
    expect(app.world.clock.now()).toBe(clockBefore);
  });
});

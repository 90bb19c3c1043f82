import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import { enquiryForm, enquiryHelpers, idsOf, type ApiEnquiry } from '../../testing/enquiries.ts';
import { buildTestApp, signIn, snapshot, testNow } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(() => app.world.resetStore());
afterAll(() => app.close());

const { garages } = fixtures;
const { createEnquiry, listEnquiries } = enquiryHelpers(() => app);

describe('createEnquiry', () => {
  it('stores the enquiry for the caller’s garage and answers it in the API shape', async () => {
    const { headers } = await signIn(app, 'dave');
    const expectedId = Math.max(...app.world.db.enquiries.all().map((e) => e.EnquiryId)) + 1;
    const now = new Date(testNow).toISOString();

    const response = await createEnquiry(headers, enquiryForm());

    expect(response.statusCode).toBe(200);
    // The form sent the Notes' line breaks as CRLF; they are stored as LF like every other.
    const expected = {
      EnquiryId: expectedId,
      Reg: 'YK19 HBN',
      Parts: 'Front brake pads, front discs',
      Notes: '[SAME DAY] Pads and discs\n\n(Ford, Focus)',
      Status: 'Waiting',
      MessageCount: 0,
      GarageUnread: 0,
      DatetimeCreated: now,
      Date: now,
      Make: null,
      Model: null,
      Engine: null,
      GBox: null,
      Fuel: null,
      Document: null,
      Eta: null,
      BlobStorageId: null,
    };
    expect(response.json()).toEqual(expected);
    expect(app.world.db.enquiries.findFirst((q) => q.where({ EnquiryId: expectedId }))).toEqual({
      ...expected,
      GarageId: garages.kirkstall,
      Backordered: false,
      Consumables: false,
    });
    expect(
      app.world.db.images.findFirst((q) =>
        q.where({ Key: (key) => key.startsWith(`enq-${expectedId}-`) }),
      ),
    ).toBeUndefined();
  });

  it('shows the new enquiry in the garage’s list at once, and in no other garage’s', async () => {
    const dave = await signIn(app, 'dave');
    const emma = await signIn(app, 'emma');
    const today = { StartDate: '2026-11-20', EndDate: '2026-11-20' };

    const created = (await createEnquiry(dave.headers, enquiryForm())).json<ApiEnquiry>();

    const daves = (await listEnquiries(dave.headers, today)).json<ApiEnquiry[]>();
    expect(daves[0]).toEqual(created);
    const emmas = (await listEnquiries(emma.headers, today)).json<ApiEnquiry[]>();
    expect(idsOf(emmas)).not.toContain(created.EnquiryId);
  });

  it('gives each new enquiry the next id', async () => {
    const { headers } = await signIn(app, 'dave');

    const first = (await createEnquiry(headers, enquiryForm())).json<ApiEnquiry>();
    const second = (
      await createEnquiry(headers, enquiryForm({ Status: 'Order' }))
    ).json<ApiEnquiry>();

    expect(second.EnquiryId).toBe(first.EnquiryId + 1);
    expect(second.Status).toBe('Order');
  });

  it('takes a consumables order with the CONSUMABLES registration', async () => {
    const { headers } = await signIn(app, 'dave');

    const response = await createEnquiry(
      headers,
      enquiryForm({
        Reg: 'CONSUMABLES',
        Consumables: 'true',
        Status: 'Order',
        Notes: '[NEXT DAY] ',
      }),
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      Reg: 'CONSUMABLES',
      Status: 'Order',
      Notes: '[NEXT DAY] ',
    });
    const { EnquiryId } = response.json<ApiEnquiry>();
    expect(app.world.db.enquiries.findFirst((q) => q.where({ EnquiryId }))?.Consumables).toBe(true);
    expect(response.json()).not.toHaveProperty('Consumables');
  });

  it.each([
    [
      'a status the garage cannot set',
      { Status: 'Quoted' },
      'body/Status must be one of "Waiting", "Order"',
    ],
    ['a missing Reg', { Reg: undefined }, "body must have required property 'Reg'"],
    ['punctuation in the Reg', { Reg: 'YK19-HBN' }, 'body/Reg must match pattern'],
    ['a two-character Reg', { Reg: 'AB' }, 'body/Reg must match pattern'],
    [
      'a Reg that is two characters once trimmed',
      { Reg: ' AB ' },
      'body/Reg must have at least 3 characters besides spaces',
    ],
    [
      'Parts over 200 characters',
      { Parts: 'x'.repeat(201) },
      'body/Parts must NOT have more than 200 characters',
    ],
    [
      'Notes over 1000 characters',
      { Notes: 'x'.repeat(1001) },
      'body/Notes must NOT have more than 1000 characters',
    ],
    [
      'a Consumables that is no boolean',
      { Consumables: 'maybe' },
      'body/Consumables must be boolean',
    ],
    [
      'a missing Consumables',
      { Consumables: undefined },
      "body must have required property 'Consumables'",
    ],
    ['an unknown field', { Make: 'Ford' }, "body has unknown property 'Make'"],
  ])('rejects %s with 400 naming the field, changing nothing', async (_label, fields, message) => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await createEnquiry(headers, enquiryForm(fields));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(response.json<{ message: string }>().message).toContain(message);
    expect(snapshot(app)).toBe(before);
  });

  it('rejects a JSON body with 415, changing nothing', async () => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await app.inject({
      method: 'POST',
      url: '/api/connectplus/enquiry',
      headers,
      payload: { Status: 'Waiting', Notes: '', Parts: 'Pads', Reg: 'YK19 HBN', Consumables: false },
    });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: 'Content-Type must be multipart/form-data' });
    expect(snapshot(app)).toBe(before);
  });
});

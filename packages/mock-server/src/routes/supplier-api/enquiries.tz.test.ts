import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../store/data/fixtures.ts';
import { buildTestApp, signIn, snapshot, testNow } from '../../testing/test-app.ts';
import { maxImageBytes, png, pngOfSize } from '../../testing/uploads.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(() => app.world.resetStore());
afterAll(() => app.close());

const { enquiries, garages, accounts } = fixtures;
const fixtureIds: number[] = Object.values(enquiries);
const mockOnlyFields = ['GarageId', 'Backordered'];

type Upload = { bytes: Uint8Array; filename?: string; type?: string };

/** A valid new-enquiry form; a field given as undefined is left out. */
function enquiryForm(
  fields: Record<string, string | undefined> = {},
  files: Record<string, Upload> = {},
) {
  const form = new FormData();
  const values: Record<string, string | undefined> = {
    Status: 'Waiting',
    Notes: '[SAME DAY] Pads and discs\n\n(Ford, Focus)',
    Parts: 'Front brake pads, front discs',
    Reg: ' yk19 hbn ',
    Consumables: 'false',
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) form.set(name, value);
  }
  for (const [name, { bytes, filename = 'photo.png', type = 'image/png' }] of Object.entries(
    files,
  )) {
    form.set(name, new Blob([new Uint8Array(bytes)], { type }), filename);
  }
  return form;
}

function createEnquiry(headers: Record<string, string>, form: FormData) {
  return app.inject({ method: 'POST', url: '/api/connectplus/enquiry', headers, body: form });
}

function listEnquiries(headers: Record<string, string>, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/connectplus/enquiries', headers, payload });
}

function globalEnquiries(headers: Record<string, string>, query: Record<string, string>) {
  return app.inject({ url: '/api/connectplus/getFactorEnquiries', headers, query });
}

type ApiEnquiry = { EnquiryId: number; Date: string } & Record<string, unknown>;

const idsOf = (list: ApiEnquiry[]) => list.map((enquiry) => enquiry.EnquiryId);

/** Stores an enquiry dated at the given instant, as the supplier's back office would. */
async function storeEnquiryAt(EnquiryId: number, GarageId: number, Date: string) {
  await app.world.db.enquiries.create({
    EnquiryId,
    GarageId,
    Reg: 'AB12 CDE',
    Parts: 'Wiper blades',
    Notes: '',
    Status: 'Waiting',
    MessageCount: 0,
    GarageUnread: 0,
    DatetimeCreated: Date,
    Date,
    Make: null,
    Model: null,
    Engine: null,
    GBox: null,
    Fuel: null,
    Document: null,
    Backordered: false,
  });
}

/** Every stored enquiry of these garages dated within [from, to], the way the API must list them. */
function storedWithin(garageIds: number[], from: string, to: string): number[] {
  return app.world.db.enquiries
    .findMany((q) =>
      q.where({
        GarageId: (id) => garageIds.includes(id),
        Date: (date) => Date.parse(date) >= Date.parse(from) && Date.parse(date) <= Date.parse(to),
      }),
    )
    .sort((a, b) => Date.parse(b.Date) - Date.parse(a.Date) || b.EnquiryId - a.EnquiryId)
    .map((enquiry) => enquiry.EnquiryId);
}

describe('getEnquiries', () => {
  it('lists the garage’s enquiries dated within the window, newest first, in the API shape', async () => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await listEnquiries(headers, {
      StartDate: '2026-11-15',
      EndDate: '2026-11-19',
    });

    expect(response.statusCode).toBe(200);
    const list = response.json<ApiEnquiry[]>();
    expect(idsOf(list).filter((id) => fixtureIds.includes(id))).toEqual([
      enquiries.quoted,
      enquiries.order,
      enquiries.garageConfirmed,
      enquiries.ordered,
      enquiries.quotedBackordered,
    ]);
    expect(idsOf(list)).toEqual(
      storedWithin([garages.kirkstall], '2026-11-15T00:00:00Z', '2026-11-19T23:59:59.999Z'),
    );
    expect(list.find((enquiry) => enquiry.EnquiryId === enquiries.quoted)).toEqual({
      EnquiryId: enquiries.quoted,
      Reg: 'YK19 HBN',
      Parts: 'Front brake pads, front discs, wear sensor',
      Notes: '[SAME DAY] Ceramic pads if you have them\n\n(Ford, Focus)',
      Status: 'Quoted',
      MessageCount: 2,
      GarageUnread: 1,
      DatetimeCreated: '2026-11-19T10:00:00.000Z',
      Date: '2026-11-19T10:00:00.000Z',
      Make: 'Ford',
      Model: 'Focus',
      Engine: '1.0 EcoBoost',
      GBox: 'Manual',
      Fuel: 'Petrol',
      Document: 'QUO-000101',
      Eta: null,
      BlobStorageId: null,
    });
    for (const enquiry of list) {
      for (const field of mockOnlyFields) expect(enquiry).not.toHaveProperty(field);
    }
    expect(snapshot(app)).toBe(before);
  });

  it('covers both days whole, in UTC: first and last millisecond in, one either side out', async () => {
    const { headers } = await signIn(app, 'dave');
    const inside = [
      [90001, '2025-01-10T00:00:00.000Z'],
      [90002, '2025-01-11T23:59:59.999Z'],
      [90003, '2025-01-11T22:30:00.000-01:00'],
    ] as const;
    const outside = [
      [90004, '2025-01-09T23:59:59.999Z'],
      [90005, '2025-01-12T00:00:00.000Z'],
      [90006, '2025-01-11T23:30:00.000-01:00'],
    ] as const;
    for (const [id, date] of [...inside, ...outside])
      await storeEnquiryAt(id, garages.kirkstall, date);

    const response = await listEnquiries(headers, {
      StartDate: '2025-01-10',
      EndDate: '2025-01-11',
    });

    expect(response.statusCode).toBe(200);
    const ids = idsOf(response.json<ApiEnquiry[]>()).filter((id) => id >= 90001 && id <= 90006);
    expect(ids).toEqual([90002, 90003, 90001]);
  });

  it('lists a one-day window and breaks equal dates by the newer id', async () => {
    const { headers } = await signIn(app, 'dave');
    await storeEnquiryAt(90011, garages.kirkstall, '2025-03-04T08:00:00.000Z');
    await storeEnquiryAt(90012, garages.kirkstall, '2025-03-04T08:00:00.000Z');

    const response = await listEnquiries(headers, {
      StartDate: '2025-03-04',
      EndDate: '2025-03-04',
    });

    expect(idsOf(response.json<ApiEnquiry[]>()).filter((id) => id > 90010)).toEqual([90012, 90011]);
  });

  it('never lists another garage’s enquiries, even of the same account', async () => {
    const dave = await signIn(app, 'dave');
    const emma = await signIn(app, 'emma');
    const window = { StartDate: '2026-11-19', EndDate: '2026-11-19' };

    const daves = idsOf((await listEnquiries(dave.headers, window)).json<ApiEnquiry[]>());
    const emmas = idsOf((await listEnquiries(emma.headers, window)).json<ApiEnquiry[]>());

    expect(daves).toContain(enquiries.quoted);
    expect(daves).not.toContain(enquiries.headingleyWaiting);
    expect(emmas).toContain(enquiries.headingleyWaiting);
    expect(emmas).not.toContain(enquiries.quoted);
  });

  it('answers [] for a window with no enquiries', async () => {
    const { headers } = await signIn(app, 'dave');

    const response = await listEnquiries(headers, {
      StartDate: '2001-01-01',
      EndDate: '2001-12-31',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('rejects a window that runs backwards with 400, changing nothing', async () => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await listEnquiries(headers, {
      StartDate: '2026-11-20',
      EndDate: '2026-11-19',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'body/StartDate must not be after body/EndDate',
    });
    expect(snapshot(app)).toBe(before);
  });

  it.each([
    [
      'a missing EndDate',
      { StartDate: '2026-11-01' },
      "body must have required property 'EndDate'",
    ],
    ['a number', { StartDate: 20261101, EndDate: '2026-11-20' }, 'body/StartDate must be string'],
    [
      'a UK-style date',
      { StartDate: '01/11/2026', EndDate: '2026-11-20' },
      'body/StartDate must match format "date"',
    ],
    [
      'a day that does not exist',
      { StartDate: '2026-11-01', EndDate: '2026-02-30' },
      'body/EndDate must match format "date"',
    ],
    [
      'a date-time',
      { StartDate: '2026-11-01T00:00:00Z', EndDate: '2026-11-20' },
      'body/StartDate must match format "date"',
    ],
    [
      'an unknown field',
      { StartDate: '2026-11-01', EndDate: '2026-11-20', Acct: 'PMF1001' },
      "body has unknown property 'Acct'",
    ],
  ])('rejects %s with 400 naming the field, changing nothing', async (_label, payload, message) => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await listEnquiries(headers, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    expect(snapshot(app)).toBe(before);
  });

  it('rejects a body that is not JSON with 415', async () => {
    const { headers } = await signIn(app, 'dave');

    const response = await app.inject({
      method: 'POST',
      url: '/api/connectplus/enquiries',
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: 'StartDate=2026-11-01',
    });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: 'Content-Type must be application/json' });
  });
});

describe('getGlobalEnquiries', () => {
  it('lists every garage of the account within the window, newest first, read-only', async () => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await globalEnquiries(headers, {
      StartDate: '2026-11-18',
      EndDate: '2026-11-19',
      Acct: accounts.pennineLeeds,
    });

    expect(response.statusCode).toBe(200);
    const list = response.json<ApiEnquiry[]>();
    expect(idsOf(list).filter((id) => fixtureIds.includes(id))).toEqual([
      enquiries.headingleyWaiting,
      enquiries.quoted,
      enquiries.order,
    ]);
    expect(idsOf(list)).toEqual(
      storedWithin(
        [garages.kirkstall, garages.headingley],
        '2026-11-18T00:00:00Z',
        '2026-11-19T23:59:59.999Z',
      ),
    );
    expect(idsOf(list)).not.toContain(enquiries.bradfordQuoted);
    expect(idsOf(list)).not.toContain(enquiries.noAccountWaiting);
    for (const enquiry of list) {
      for (const field of mockOnlyFields) expect(enquiry).not.toHaveProperty(field);
    }
    expect(snapshot(app)).toBe(before);
  });

  it('uses a date-time bound as that instant and a date bound as its whole day', async () => {
    const { headers } = await signIn(app, 'dave');
    const query = (StartDate: string, EndDate: string) =>
      globalEnquiries(headers, { StartDate, EndDate, Acct: accounts.pennineLeeds }).then((r) =>
        idsOf(r.json<ApiEnquiry[]>()).filter((id) => fixtureIds.includes(id)),
      );

    // 101 and 201 are dated 2026-11-19T10:00Z, 102 2026-11-20T05:12Z.
    expect(await query('2026-11-19T10:00:00Z', '2026-11-20T05:12:00Z')).toEqual([
      enquiries.waiting,
      enquiries.headingleyWaiting,
      enquiries.quoted,
    ]);
    expect(await query('2026-11-19T10:00:00.001Z', '2026-11-20T05:11:59.999Z')).toEqual([]);
    expect(await query('2026-11-19T11:00:00+01:00', '2026-11-19')).toEqual([
      enquiries.headingleyWaiting,
      enquiries.quoted,
    ]);
  });

  it('is the same answer for every garage of the account', async () => {
    const dave = await signIn(app, 'dave');
    const emma = await signIn(app, 'emma');
    const query = { StartDate: '2026-10-01', EndDate: '2026-11-21', Acct: accounts.pennineLeeds };

    const fromDave = await globalEnquiries(dave.headers, query);
    const fromEmma = await globalEnquiries(emma.headers, query);

    expect(fromDave.statusCode).toBe(200);
    expect(fromEmma.json()).toEqual(fromDave.json());
  });

  it.each([
    [
      'another account',
      'dave',
      accounts.pennineBradford,
      'querystring/Acct must be the caller’s own account',
    ],
    [
      'another company’s account',
      'dave',
      accounts.shannon,
      'querystring/Acct must be the caller’s own account',
    ],
    [
      'any account from a garage without one',
      'lee',
      accounts.pennineLeeds,
      'This garage has no customer account for global enquiries',
    ],
  ] as const)('refuses %s with 403, changing nothing', async (_label, user, Acct, message) => {
    const { headers } = await signIn(app, user);
    const before = snapshot(app);

    const response = await globalEnquiries(headers, {
      StartDate: '2026-10-01',
      EndDate: '2026-11-21',
      Acct,
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message });
    expect(snapshot(app)).toBe(before);
  });

  it('rejects a window that runs backwards with 400', async () => {
    const { headers } = await signIn(app, 'dave');

    const response = await globalEnquiries(headers, {
      StartDate: '2026-11-19T12:00:00Z',
      EndDate: '2026-11-19T11:59:59Z',
      Acct: accounts.pennineLeeds,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'querystring/StartDate must not be after querystring/EndDate',
    });
  });

  it.each([
    ['a word for a date', { StartDate: 'yesterday' }, 'querystring/StartDate must match format'],
    [
      'a month that does not exist',
      { EndDate: '2026-13-01' },
      'querystring/EndDate must match format',
    ],
    ['a date-time without a zone', { EndDate: '2026-11-20T10:00:00' }, 'querystring/EndDate'],
    ['a missing Acct', { Acct: undefined }, "querystring must have required property 'Acct'"],
    ['an empty Acct', { Acct: '' }, 'querystring/Acct must NOT have fewer than 1 characters'],
  ])('rejects %s with 400 naming the parameter', async (_label, overrides, message) => {
    const { headers } = await signIn(app, 'dave');
    const query = Object.fromEntries(
      Object.entries({
        StartDate: '2026-11-01',
        EndDate: '2026-11-20',
        Acct: accounts.pennineLeeds,
        ...overrides,
      }).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );

    const response = await globalEnquiries(headers, query);

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });
});

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

  it('stores an attached PNG, names it in BlobStorageId and serves it with getImage', async () => {
    const { headers } = await signIn(app, 'dave');

    const response = await createEnquiry(headers, enquiryForm({}, { Image: { bytes: png } }));

    expect(response.statusCode).toBe(200);
    const { EnquiryId, BlobStorageId } = response.json<ApiEnquiry & { BlobStorageId: string }>();
    expect(BlobStorageId).toBe(`enq-${EnquiryId}-1`);
    expect(app.world.db.enquiries.findFirst((q) => q.where({ EnquiryId }))?.BlobStorageId).toBe(
      BlobStorageId,
    );
    const stored = app.world.db.images.findFirst((q) => q.where({ Key: `enq-${EnquiryId}-1` }));
    expect(stored?.ContentType).toBe('image/png');
    expect(Buffer.from(stored?.Bytes ?? [])).toEqual(png);

    const image = await app.inject({ url: `/api/image/${BlobStorageId}`, headers });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload).toEqual(png);
  });

  it.each([
    [
      'JPEG',
      [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
      'image/jpeg',
    ],
    ['GIF', [...Buffer.from('GIF89a'), 1, 0, 1, 0, 0, 0, 0, 0x3b], 'image/gif'],
    [
      'WebP',
      [
        ...Buffer.from('RIFF'),
        0x1a,
        0,
        0,
        0,
        ...Buffer.from('WEBPVP8 '),
        ...new Array<number>(14).fill(0),
      ],
      'image/webp',
    ],
  ])('accepts a %s image, stored under the type its bytes show', async (_label, bytes, type) => {
    const { headers } = await signIn(app, 'dave');

    const response = await createEnquiry(
      headers,
      enquiryForm(
        {},
        {
          Image: {
            bytes: Uint8Array.from(bytes),
            filename: 'photo.bin',
            type: 'application/octet-stream',
          },
        },
      ),
    );

    expect(response.statusCode).toBe(200);
    const { BlobStorageId } = response.json<ApiEnquiry>();
    expect(
      app.world.db.images.findFirst((q) => q.where({ Key: String(BlobStorageId) }))?.ContentType,
    ).toBe(type);
  });

  it('accepts an image of exactly 5 MB', async () => {
    const { headers } = await signIn(app, 'dave');

    const response = await createEnquiry(
      headers,
      enquiryForm({}, { Image: { bytes: pngOfSize(maxImageBytes) } }),
    );

    expect(response.statusCode).toBe(200);
    const { BlobStorageId } = response.json<ApiEnquiry>();
    expect(
      app.world.db.images.findFirst((q) => q.where({ Key: String(BlobStorageId) }))?.Bytes.length,
    ).toBe(maxImageBytes);
  });

  it('refuses an image of 5 MB and a byte with 413 and the error body, changing nothing', async () => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await createEnquiry(
      headers,
      enquiryForm({}, { Image: { bytes: pngOfSize(maxImageBytes + 1) } }),
    );

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'body/Image must be 5 MB or less',
    });
    expect(snapshot(app)).toBe(before);
  });

  it.each([
    ['text claiming to be a PNG', Buffer.from('not an image at all'), 'image/png'],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), 'application/pdf'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/svg+xml'],
    ['an empty file', Buffer.alloc(0), 'image/png'],
  ])('refuses %s with 415 naming the field, changing nothing', async (_label, bytes, type) => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await createEnquiry(headers, enquiryForm({}, { Image: { bytes, type } }));

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'body/Image must be a PNG, JPEG, GIF or WebP image',
    });
    expect(snapshot(app)).toBe(before);
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

  it('rejects a file under another field name with 400, changing nothing', async () => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await createEnquiry(headers, enquiryForm({}, { Photo: { bytes: png } }));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "body has unknown file field 'Photo'" });
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

describe('without a token', () => {
  it.each([
    [
      'getEnquiries',
      {
        method: 'POST',
        url: '/api/connectplus/enquiries',
        payload: { StartDate: '2026-11-01', EndDate: '2026-11-20' },
      },
    ],
    [
      'getGlobalEnquiries',
      {
        method: 'GET',
        url: `/api/connectplus/getFactorEnquiries?StartDate=2026-11-01&EndDate=2026-11-20&Acct=${accounts.pennineLeeds}`,
      },
    ],
    ['createEnquiry', { method: 'POST', url: '/api/connectplus/enquiry', body: enquiryForm() }],
    [
      'getBackorderCheck',
      { method: 'GET', url: `/api/connectplus/backordered/check/${enquiries.quoted}` },
    ],
    [
      'getCantSupplyReasons',
      {
        method: 'GET',
        url: `/api/salesassist/cplusassist/cantsupply/${enquiries.cancelledWithReason}`,
      },
    ],
  ] as const)('%s answers 401, changing nothing', async (_operation, request) => {
    const before = snapshot(app);

    const response = await app.inject(request);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'A token header or Bearer token is required',
    });
    expect(snapshot(app)).toBe(before);
  });
});

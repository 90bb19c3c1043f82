import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enquiryForm, enquiryHelpers, type ApiEnquiry } from '../../testing/enquiries.ts';
import { buildTestApp, signIn, snapshot } from '../../testing/test-app.ts';
import { maxImageBytes, png, pngOfSize } from '../../testing/uploads.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(() => app.world.resetStore());
afterAll(() => app.close());

const { createEnquiry } = enquiryHelpers(() => app);

describe('createEnquiry', () => {
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

  it('rejects a file under another field name with 400, changing nothing', async () => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await createEnquiry(headers, enquiryForm({}, { Photo: { bytes: png } }));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "body has unknown file field 'Photo'" });
    expect(snapshot(app)).toBe(before);
  });
});

import type { FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, snapshot } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ demoApi: true });
});
beforeEach(() => app.world.resetStore());
afterAll(() => app.close());

describe('GET /__demo/images/{BlobStorageId}', () => {
  it('serves a stored image’s bytes with its content type, without a token', async () => {
    const stored = app.world.db.images.findFirst((q) => q.where({ Key: 'logo-company-1' }), {
      strict: true,
    });

    const response = await app.inject({ url: '/__demo/images/logo-company-1' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(new Uint8Array(response.rawPayload)).toEqual(new Uint8Array(stored.Bytes));
  });

  it('serves a JPEG as a JPEG', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    await app.world.db.images.create({ Key: 'enq-101-9', ContentType: 'image/jpeg', Bytes: bytes });

    const response = await app.inject({ url: '/__demo/images/enq-101-9' });

    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(new Uint8Array(response.rawPayload)).toEqual(bytes);
  });

  it('serves an image the supplier sent in a message', async () => {
    const png = PNG.sync.write(new PNG({ width: 2, height: 2 }));
    const sent = await app.inject({
      method: 'POST',
      url: '/__demo/enquiries/101/messages',
      payload: { Text: 'This one?', Image: png.toString('base64') },
    });

    const response = await app.inject({
      url: `/__demo/images/${sent.json<{ BlobStorageId: string }>().BlobStorageId}`,
    });

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(png)).toBe(true);
  });

  it('answers 404 for an image nobody stored, changing nothing', async () => {
    const before = snapshot(app);

    const response = await app.inject({ url: '/__demo/images/no-such-image' });

    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe('No image no-such-image');
    expect(snapshot(app)).toBe(before);
  });

  it('answers 400 for an id longer than 200 characters', async () => {
    const response = await app.inject({ url: `/__demo/images/${'x'.repeat(201)}` });

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('BlobStorageId');
  });
});

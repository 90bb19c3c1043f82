import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import { buildTestApp, signIn, snapshot, testNow } from '../../testing/test-app.ts';
import { assetsPlugin } from './assets.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  // Until app.ts registers the plugin itself; afterwards this leaves it as it is.
  if (!app.hasPlugin('assets')) await app.register(assetsPlugin);
});
afterAll(() => app.close());

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const pdf = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
const thumbnailPath = '/assets/bulletins/3/thumbnail.png';
const documentPath = '/assets/bulletins/3/document.pdf';

beforeEach(async () => {
  await app.world.resetStore();
  // Only these files, whatever the demo seed holds.
  app.world.db.assets.clear();
  await app.world.db.assets.create({ Key: thumbnailPath, ContentType: 'image/png', Bytes: png });
  await app.world.db.assets.create({
    Key: documentPath,
    ContentType: 'application/pdf',
    Bytes: pdf,
  });
});

describe('GET /assets/*', () => {
  it.each([
    [thumbnailPath, 'image/png', png],
    [documentPath, 'application/pdf', pdf],
  ])('serves %s as %s with its bytes, cacheable, without a token', async (url, type, bytes) => {
    const response = await app.inject({ url });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(new Uint8Array(response.rawPayload)).toEqual(bytes);
  });

  it('serves the files a bulletin’s URLs point at', async () => {
    app.world.db.bulletins.clear();
    await app.world.db.bulletins.create({
      BulletinId: 3,
      CustomerKeyCode: fixtures.accounts.pennineLeeds,
      Title: 'Winter tyres',
      ThumbnailPath: thumbnailPath,
      FilePath: documentPath,
      ExpiryTime: new Date(testNow + 86_400_000).toISOString(),
      UploadedAt: new Date(testNow).toISOString(),
    });
    const { headers } = await signIn(app, 'dave');
    const [listed] = (
      await app.inject({ url: `/api/promotions/${fixtures.accounts.pennineLeeds}`, headers })
    ).json<{ ThumbnailPath: string; FilePath: string }[]>();

    const image = await app.inject({ url: new URL(listed?.ThumbnailPath ?? '').pathname });
    const file = await app.inject({ url: new URL(listed?.FilePath ?? '').pathname });

    expect(new Uint8Array(image.rawPayload)).toEqual(png);
    expect(new Uint8Array(file.rawPayload)).toEqual(pdf);
  });

  it('answers an unknown path with a JSON 404', async () => {
    const response = await app.inject({ url: '/assets/bulletins/3/missing.png' });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No asset /assets/bulletins/3/missing.png',
    });
  });

  it('matches the whole path, not a part of it', async () => {
    const response = await app.inject({ url: '/assets/thumbnail.png' });

    expect(response.statusCode).toBe(404);
  });

  it('changes nothing when read', async () => {
    const before = snapshot(app);

    await app.inject({ url: thumbnailPath });

    expect(snapshot(app)).toBe(before);
  });
});

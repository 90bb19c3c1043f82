import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import { itIsAnAccountKeyedRead } from '../../testing/account-keyed-read.ts';
import { buildTestApp, signIn, testNow } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(async () => {
  // Tests here move the clock; each starts back at the test time.
  app.world.clock.advance(testNow - app.world.clock.now());
  await app.world.resetStore();
});
afterAll(() => app.close());

const minute = 60_000;
const day = 24 * 60 * minute;
const iso = (ms: number) => new Date(ms).toISOString();
const { pennineLeeds, pennineBradford } = fixtures.accounts;
const url = (account: string) => `/api/promotions/${account}`;

type Stored = Parameters<FastifyInstance['world']['db']['bulletins']['create']>[0];
type Listed = { BulletinId: number; ThumbnailPath: string; FilePath: string | null };

/** A bulletin for Leeds's account, uploaded `uploadedDaysAgo`, expiring in a week. */
function bulletin(BulletinId: number, uploadedDaysAgo: number, fields: Partial<Stored> = {}) {
  return app.world.db.bulletins.create({
    BulletinId,
    CustomerKeyCode: pennineLeeds,
    Title: `Bulletin ${BulletinId}`,
    ThumbnailPath: `/assets/bulletins/${BulletinId}/thumbnail.png`,
    FilePath: `/assets/bulletins/${BulletinId}/document.pdf`,
    ExpiryTime: iso(testNow + 7 * day),
    UploadedAt: iso(testNow - uploadedDaysAgo * day),
    ...fields,
  });
}

describe('getBulletins', () => {
  it('lists the account’s and everyone’s current bulletins, newest first, with absolute URLs', async () => {
    app.world.db.bulletins.clear();
    await bulletin(1, 5, { Title: 'Winter tyres', ExpiryTime: iso(testNow + 10 * day) });
    await bulletin(2, 1, { CustomerKeyCode: null, Title: 'Bank holiday hours', FilePath: null });
    await bulletin(3, 3);
    await bulletin(4, 0, { CustomerKeyCode: pennineBradford });
    await bulletin(5, 0, { ExpiryTime: iso(testNow - 1) });
    await bulletin(6, 0, { ExpiryTime: iso(testNow) });
    const { headers } = await signIn(app, 'dave');

    const response = await app.inject({ url: url(pennineLeeds), headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        BulletinId: 2,
        Title: 'Bank holiday hours',
        ThumbnailPath: 'http://localhost:80/assets/bulletins/2/thumbnail.png',
        FilePath: null,
        ExpiryTime: iso(testNow + 7 * day),
        UploadedAt: iso(testNow - 1 * day),
      },
      {
        BulletinId: 3,
        Title: 'Bulletin 3',
        ThumbnailPath: 'http://localhost:80/assets/bulletins/3/thumbnail.png',
        FilePath: 'http://localhost:80/assets/bulletins/3/document.pdf',
        ExpiryTime: iso(testNow + 7 * day),
        UploadedAt: iso(testNow - 3 * day),
      },
      {
        BulletinId: 1,
        Title: 'Winter tyres',
        ThumbnailPath: 'http://localhost:80/assets/bulletins/1/thumbnail.png',
        FilePath: 'http://localhost:80/assets/bulletins/1/document.pdf',
        ExpiryTime: iso(testNow + 10 * day),
        UploadedAt: iso(testNow - 5 * day),
      },
    ]);
  });

  it('builds URLs on the origin the request was sent to', async () => {
    app.world.db.bulletins.clear();
    await bulletin(1, 1);
    const { headers } = await signIn(app, 'dave');

    const response = await app.inject({
      url: url(pennineLeeds),
      headers: { ...headers, host: 'mock.example:4010' },
    });

    expect(response.json<Listed[]>()[0]).toMatchObject({
      ThumbnailPath: 'http://mock.example:4010/assets/bulletins/1/thumbnail.png',
      FilePath: 'http://mock.example:4010/assets/bulletins/1/document.pdf',
    });
  });

  it('hides a bulletin once the clock passes its expiry', async () => {
    app.world.db.bulletins.clear();
    await bulletin(1, 1, { ExpiryTime: iso(testNow + 30 * minute) });
    await bulletin(2, 2, { ExpiryTime: iso(testNow + 50 * minute) });
    const { headers } = await signIn(app, 'dave');
    const ids = async () =>
      (await app.inject({ url: url(pennineLeeds), headers }))
        .json<Listed[]>()
        .map((b) => b.BulletinId);

    const before = await ids();
    app.world.clock.advance(30 * minute);
    const after = await ids();

    expect(before).toEqual([1, 2]);
    expect(after).toEqual([2]);
  });

  it('shows bulletins for everyone to other accounts too', async () => {
    app.world.db.bulletins.clear();
    await bulletin(1, 1, { CustomerKeyCode: null });
    await bulletin(2, 1);
    const { headers } = await signIn(app, 'tom');

    const response = await app.inject({ url: url(pennineBradford), headers });

    expect(response.json<Listed[]>().map((b) => b.BulletinId)).toEqual([1]);
  });

  itIsAnAccountKeyedRead(() => app, url, 'CustomerKeyCode');
});

import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { count, minute, ms, now, seededDemo } from '../../testing/demo-data.ts';
import { thumbnailSize } from '../assets.ts';
import type { Collections } from '../collections.ts';
import { fixtures } from '../data/fixtures.ts';
import { returnReasons } from '../data/wording.ts';
import type { EnquiryRecord } from '../record-types.ts';
import { demoIds } from './demo-data/context.ts';

const { accounts, garages } = fixtures;

function kmBetween([lat1, lon1]: readonly number[], [lat2, lon2]: readonly number[]): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 ?? 0) - (lat1 ?? 0)) * (rad / 2)) ** 2 +
    Math.cos((lat1 ?? 0) * rad) *
      Math.cos((lat2 ?? 0) * rad) *
      Math.sin(((lon2 ?? 0) - (lon1 ?? 0)) * (rad / 2)) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

describe('seedDemoData', () => {
  let db: Collections;
  let demo: EnquiryRecord[];
  beforeAll(async () => {
    ({ db, demo } = await seededDemo());
  });

  it('keeps message counts in line with the stored threads', () => {
    for (const e of db.enquiries.all()) {
      const thread = db.messages
        .findMany((q) => q.where({ EnquiryId: e.EnquiryId }))
        .sort((a, b) => ms(a.Datetime) - ms(b.Datetime));
      expect(e.MessageCount).toBe(thread.length);
      const lastFromGarage = thread.findLastIndex((m) => m.Garage);
      expect(e.GarageUnread).toBeLessThanOrEqual(thread.length - 1 - lastFromGarage);
      for (const m of thread) {
        expect(m.Garage).toBe(!m.Factor);
        expect(ms(m.Datetime)).toBeGreaterThanOrEqual(ms(e.DatetimeCreated));
        expect(ms(m.Datetime)).toBeLessThanOrEqual(now);
      }
    }
    expect(count(demo, (e) => e.MessageCount > 0)).toBeGreaterThanOrEqual(15);
    expect(count(demo, (e) => e.MessageCount >= 3)).toBeGreaterThanOrEqual(5);
    expect(count(demo, (e) => e.GarageUnread > 0)).toBeGreaterThanOrEqual(2);
  });

  it('attaches generated photos to several messages', () => {
    const withPhotos = db.messages.all().filter((m) => m.BlobStorageId !== null);
    expect(withPhotos.length).toBeGreaterThanOrEqual(3);
    for (const message of withPhotos) {
      expect(message.BlobStorageId).toBe(`msg-${message.MessageId}`);
      const image = db.images.findFirst((q) => q.where({ Key: message.BlobStorageId ?? '' }));
      expect(image?.ContentType).toBe('image/png');
      const png = PNG.sync.read(Buffer.from(image?.Bytes ?? []));
      expect([png.width, png.height]).toEqual([320, 240]);
    }
  });

  it('saves part lists of 3-6 parts for garages 1, 2 and 3', () => {
    for (const garageId of [garages.kirkstall, garages.headingley, garages.bradford]) {
      const rows = db.partLists.findMany((q) => q.where({ GarageId: garageId }));
      const lists = new Map<string, typeof rows>();
      for (const row of rows) lists.set(row.PartGroup, [...(lists.get(row.PartGroup) ?? []), row]);
      expect(lists.size).toBeGreaterThanOrEqual(3);
      for (const parts of lists.values()) {
        expect(parts.length).toBeGreaterThanOrEqual(3);
        expect(parts.length).toBeLessThanOrEqual(6);
        expect(new Set(parts.map((p) => p.PartList)).size).toBe(parts.length);
      }
    }
  });

  it('has vans in transit around the Leeds depot', () => {
    const demoVans = db.deliveries.all().filter((d) => d.DeliveryId >= demoIds.deliveries);
    const forAccount = (account: string) => demoVans.filter((d) => d.CustomerKeyCode === account);
    expect(forAccount(accounts.pennineLeeds).length).toBeGreaterThanOrEqual(5);
    expect(forAccount(accounts.pennineBradford).length).toBeGreaterThanOrEqual(2);
    for (const van of demoVans) {
      expect(van.Delivered).toBe(false);
      expect(van.Depot).toEqual(fixtures.leedsDepot);
      expect(kmBetween(van.Loc, fixtures.leedsDepot)).toBeLessThan(30);
      expect(now - ms(van.Date)).toBeGreaterThanOrEqual(10 * minute);
      expect(now - ms(van.Date)).toBeLessThanOrEqual(90 * minute);
      expect(van.Eta - now).toBeGreaterThanOrEqual(20 * minute);
      expect(van.Eta - now).toBeLessThanOrEqual(180 * minute);
      expect(van.PartInfo.length).toBeGreaterThan(0);
      for (const doc of van.Document) expect(doc).toMatch(/^INV-7\d{5}$/);
      if (van.EnquiryId === null) continue;
      const enquiry = db.enquiries.findFirst((q) => q.where({ EnquiryId: van.EnquiryId ?? 0 }));
      expect(enquiry?.Status).toBe('Ordered');
      expect(ms(enquiry?.Eta ?? '')).toBe(van.Eta);
      const garage = db.garages.findFirst((q) => q.where({ GarageId: enquiry?.GarageId ?? 0 }));
      expect(garage?.CustomerKeyCode).toBe(van.CustomerKeyCode);
    }
    expect(count(demoVans, (v) => v.Document.length > 1)).toBeGreaterThan(0);
    expect(count(demoVans, (v) => v.EnquiryId !== null)).toBeGreaterThan(0);
    expect(count(demoVans, (v) => v.EnquiryId === null)).toBeGreaterThan(0);
  });

  it('holds returns over three months and older, for both Pennine accounts', () => {
    const threeMonthsAgo = Date.UTC(2026, 7, 20, 10);
    for (const account of [accounts.pennineLeeds, accounts.pennineBradford]) {
      const returns = db.returns.findMany((q) => q.where({ CustomerKeyCode: account }));
      expect(count(returns, (r) => ms(r.DateTime) >= threeMonthsAgo)).toBeGreaterThanOrEqual(3);
      expect(count(returns, (r) => ms(r.DateTime) < threeMonthsAgo)).toBeGreaterThanOrEqual(1);
      for (const r of returns) {
        expect(ms(r.DateTime)).toBeLessThan(now);
        expect(r.Parts.length).toBeGreaterThanOrEqual(1);
        expect(r.Parts.length).toBeLessThanOrEqual(3);
      }
    }
    const reasons = new Set(db.returns.all().flatMap((r) => r.Parts.map((p) => p.Reason)));
    expect([...reasons].sort()).toEqual([...returnReasons].sort());
  });

  it('publishes 6+ bulletins, each with its thumbnail and PDF stored', () => {
    const bulletins = db.bulletins.all();
    expect(bulletins.length).toBeGreaterThanOrEqual(6);
    expect(count(bulletins, (b) => b.FilePath === null)).toBe(1);
    expect(count(bulletins, (b) => ms(b.ExpiryTime) < now)).toBe(1);
    expect(
      bulletins.filter((b) => b.CustomerKeyCode !== null).map((b) => b.CustomerKeyCode),
    ).toEqual([accounts.pennineLeeds]);
    for (const b of bulletins) {
      expect(ms(b.UploadedAt)).toBeLessThan(now);
      expect(ms(b.UploadedAt)).toBeLessThan(ms(b.ExpiryTime));
      expect(b.ThumbnailPath).toBe(`/assets/bulletins/${b.BulletinId}/thumbnail.png`);
      const thumbnail = db.assets.findFirst((q) => q.where({ Key: b.ThumbnailPath }));
      expect(thumbnail?.ContentType).toBe('image/png');
      const png = PNG.sync.read(Buffer.from(thumbnail?.Bytes ?? []));
      expect([png.width, png.height]).toEqual([thumbnailSize.width, thumbnailSize.height]);
      if (b.FilePath === null) continue;
      expect(b.FilePath).toBe(`/assets/bulletins/${b.BulletinId}/document.pdf`);
      const pdf = db.assets.findFirst((q) => q.where({ Key: b.FilePath ?? '' }));
      expect(pdf?.ContentType).toBe('application/pdf');
      expect(
        Buffer.from(pdf?.Bytes ?? [])
          .subarray(0, 4)
          .toString(),
      ).toBe('%PDF');
    }
  });

  it('stores each company logo as a PNG in the company colour', () => {
    for (const company of db.companies.all()) {
      const logo = db.images.findFirst((q) =>
        q.where({ Key: company.CompanyBrandingBlobStorageID }),
      );
      expect(logo?.ContentType).toBe('image/png');
      const png = PNG.sync.read(Buffer.from(logo?.Bytes ?? []));
      expect([png.width, png.height]).toEqual([128, 128]);
      const colour = company.ConnectPlusColor.toLowerCase();
      // Inside the disc, clear of the white ring and emblem.
      const centreTop = (9 * png.width + 64) * 4;
      const pixel = [...png.data.subarray(centreTop, centreTop + 3)]
        .map((c) => c.toString(16).padStart(2, '0'))
        .join('');
      expect(`#${pixel}`).toBe(colour);
    }
  });
});

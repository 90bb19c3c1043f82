import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { thumbnailSize } from '../assets.ts';
import { returnReasons } from '../data/wording.ts';
import { createCollections, type Collections } from '../collections.ts';
import type { EnquiryRecord } from '../records.ts';
import { demoIds } from './demo-data/context.ts';
import { fixtures } from '../data/fixtures.ts';
import { seedStore } from './seed.ts';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
/** The tests' clock time: a Friday, 10:00 in Leeds. */
const now = Date.parse('2026-11-20T10:00:00Z');
const { accounts, garages } = fixtures;
/** Every seeded registration matches one of these. */
const registrationPatterns = {
  uk: /^[A-HJ-PR-Y]{2}\d{2} [A-HJ-PR-Y]{3}$/,
  ukPrefix: /^[PRSTVWXY]\d{1,3} [A-HJ-PR-Y]{3}$/,
  irish: /^\d{2}[12] (?:L|CE|C|D) \d{1,5}$/,
};

async function seeded(seed: number, at = now): Promise<Collections> {
  const db = createCollections();
  await seedStore(db, { seed, now: at });
  return db;
}

/** Every collection's records as plain objects (the store adds hidden keys of its own). */
const records = (db: Collections) =>
  Object.fromEntries(
    Object.entries(db).map(([name, collection]) => [
      name,
      collection.all().map((record: object) => ({ ...record })),
    ]),
  );

const ms = (iso: string) => Date.parse(iso);
/** An instant's day in London, where the garages are, as YYYY-MM-DD. */
const londonDay = (at: number) =>
  new Date(at).toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
const sameLondonDay = (a: number, b: number) => londonDay(a) === londonDay(b);
const count = <T>(items: readonly T[], test: (item: T) => boolean) => items.filter(test).length;

function kmBetween([lat1, lon1]: readonly number[], [lat2, lon2]: readonly number[]): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 ?? 0) - (lat1 ?? 0)) * (rad / 2)) ** 2 +
    Math.cos((lat1 ?? 0) * rad) *
      Math.cos((lat2 ?? 0) * rad) *
      Math.sin(((lon2 ?? 0) - (lon1 ?? 0)) * (rad / 2)) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** When a current-format age identifier ('19', '69') was first issued. */
function ageIdentifierIssued(reg: string): number {
  const age = Number(reg.slice(2, 4));
  return age >= 50 ? Date.UTC(2000 + age - 50, 8, 1) : Date.UTC(2000 + age, 2, 1);
}

describe('seedDemoData', () => {
  let db: Collections;
  let demo: EnquiryRecord[];
  let quotedStatuses: Set<string>;
  beforeAll(async () => {
    db = await seeded(1);
    demo = db.enquiries.all().filter((e) => e.EnquiryId >= demoIds.enquiries);
    quotedStatuses = new Set(['Quoted', 'Garage Confirmed', 'Ordered']);
  });
  const linesOf = (enquiryId: number) =>
    db.quoteLines.findMany((q) => q.where({ EnquiryId: enquiryId }));
  const demoLines = () =>
    db.quoteLines.all().filter((l) => l.ResponseDetailId >= demoIds.quoteLines);

  it('gives the same records for the same seed and clock time, and others for another seed', async () => {
    const again = await seeded(1);
    expect(records(again)).toEqual(records(db));
    const other = records(await seeded(2));
    expect(other.enquiries).not.toEqual(records(db).enquiries);
    expect(other.quoteLines).not.toEqual(records(db).quoteLines);
    expect(other.deliveries).not.toEqual(records(db).deliveries);
  });

  it('keeps ids unique in every collection and clear of the fixtures', () => {
    const unique = (values: readonly unknown[]) => expect(new Set(values).size).toBe(values.length);
    unique(db.enquiries.all().map((e) => e.EnquiryId));
    unique(db.quoteLines.all().map((l) => l.ResponseDetailId));
    unique(db.messages.all().map((m) => m.MessageId));
    unique(db.deliveries.all().map((d) => d.DeliveryId));
    unique(db.bulletins.all().map((b) => b.BulletinId));
    unique(db.images.all().map((i) => i.Key));
    unique(db.assets.all().map((a) => a.Key));
    unique(db.stock.all().map((s) => `${s.Part}@${s.Branch}`));
    unique(db.prices.all().map((p) => `${p.Document}:${p.Part}`));
    unique(db.deliveries.all().flatMap((d) => d.Document));
    for (const line of demoLines()) {
      expect(line.EnquiryId).toBeGreaterThanOrEqual(demoIds.enquiries);
      expect(line.ResponseHeaderId).toBe(line.EnquiryId + 500);
    }
    for (const e of demo) expect(e.EnquiryId).toBeLessThan(demoIds.enquiries + demo.length);
  });

  it('holds 60+ enquiries in every status, most for the demo garage', () => {
    expect(demo.length).toBeGreaterThanOrEqual(60);
    const byGarage = (id: number) => demo.filter((e) => e.GarageId === id);
    expect(byGarage(garages.kirkstall).length).toBeGreaterThan(demo.length / 2);
    expect(byGarage(garages.headingley).length).toBeGreaterThanOrEqual(3);
    expect(byGarage(garages.bradford).length).toBeGreaterThanOrEqual(3);
    expect(byGarage(garages.limerick).length).toBeGreaterThanOrEqual(1);
    expect(byGarage(garages.limerick).length).toBeLessThanOrEqual(5);
    const statuses = new Set(byGarage(garages.kirkstall).map((e) => e.Status));
    expect([...statuses].sort()).toEqual(
      ['Archived', 'Cancelled', 'Garage Confirmed', 'Order', 'Ordered', 'Quoted', 'Waiting'].sort(),
    );
    // Headingley shares PMF1001: its recent enquiries fill Kirkstall's global list.
    expect(
      count(byGarage(garages.headingley), (e) => now - ms(e.DatetimeCreated) < 5 * day),
    ).toBeGreaterThanOrEqual(2);
  });

  it('spreads enquiries over 40 days, a few beyond the 36-day default window', () => {
    for (const e of demo) {
      expect(e.Date).toBe(e.DatetimeCreated);
      expect(ms(e.DatetimeCreated)).toBeLessThan(now);
      expect(ms(e.DatetimeCreated)).toBeGreaterThan(now - 41 * day);
    }
    // The portal asks from the date 36 days back (StartDate, a whole day).
    const windowStart = Math.floor(now / day) * day - 36 * day;
    const old = count(demo, (e) => ms(e.DatetimeCreated) < windowStart);
    expect(old).toBeGreaterThanOrEqual(2);
    expect(old).toBeLessThanOrEqual(6);
    expect(count(demo, (e) => ms(e.DatetimeCreated) >= windowStart + day)).toBe(demo.length - old);
    expect(count(demo, (e) => ms(e.DatetimeCreated) > now - day)).toBeGreaterThanOrEqual(5);
  });

  it('uses realistic registrations, vehicles and notes', () => {
    for (const e of demo) {
      if (e.Reg === 'CONSUMABLES') continue;
      if (e.GarageId === garages.limerick) {
        expect(e.Reg).toMatch(registrationPatterns.irish);
      } else if (registrationPatterns.uk.test(e.Reg)) {
        expect(ageIdentifierIssued(e.Reg)).toBeLessThanOrEqual(now);
      } else {
        expect(e.Reg).toMatch(registrationPatterns.ukPrefix);
      }
    }
    const vehicles = demo.filter((e) => e.Reg !== 'CONSUMABLES');
    expect(count(vehicles, (e) => registrationPatterns.ukPrefix.test(e.Reg))).toBeGreaterThan(0);
    for (const e of vehicles) {
      expect(e.Make).toBeTruthy();
      expect(e.Model).toBeTruthy();
      expect(e.Notes).toMatch(/^\[(SAME|NEXT) DAY\] /);
      expect(e.Notes.endsWith(`\n\n(${e.Make}, ${e.Model})`)).toBe(true);
      expect(e.Parts.length).toBeLessThanOrEqual(200);
      expect(e.Notes.length).toBeLessThanOrEqual(200);
    }
    expect(
      count(vehicles, (e) => e.Engine !== null && e.Fuel !== null && e.GBox !== null),
    ).toBeGreaterThan(vehicles.length / 2);
    const consumables = demo.filter((e) => e.Reg === 'CONSUMABLES');
    expect(consumables.length).toBeGreaterThanOrEqual(2);
    for (const e of consumables) {
      expect([e.Make, e.Model, e.Engine, e.GBox, e.Fuel]).toEqual([null, null, null, null, null]);
      expect(e.Notes).toMatch(/^\[(SAME|NEXT) DAY\] [^\n]*$/);
    }
  });

  it('flags several enquiries as backordered, and cancels some with a cant-supply reason', () => {
    expect(count(demo, (e) => e.Backordered)).toBeGreaterThanOrEqual(3);
    const cancelled = demo.filter((e) => e.Status === 'Cancelled');
    const reasons = new Set(db.cantSupply.all().map((r) => r.EnquiryId));
    expect(count(cancelled, (e) => reasons.has(e.EnquiryId))).toBeGreaterThanOrEqual(2);
    expect(count(cancelled, (e) => !reasons.has(e.EnquiryId))).toBeGreaterThanOrEqual(2);
    for (const id of reasons) {
      expect(db.enquiries.findFirst((q) => q.where({ EnquiryId: id }))?.Status).toBe('Cancelled');
    }
  });

  it('quotes 2-6 lines on quoted, confirmed and ordered enquiries, and none on the rest', () => {
    for (const e of demo) {
      const lines = linesOf(e.EnquiryId);
      if (!quotedStatuses.has(e.Status)) {
        expect(lines).toHaveLength(0);
        expect(e.Document).toBeNull();
        continue;
      }
      expect(e.Document).toBe(`QUO-${String(e.EnquiryId).padStart(6, '0')}`);
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(lines.length).toBeLessThanOrEqual(6);
      for (const line of lines) {
        expect(line.Document).toBe(e.Document);
        expect(line.UnitPrice).toMatch(/^\d+\.\d{2}$/);
        expect(line.PartNumber).toMatch(/^[A-Z]{2,3}-[A-Z]{2}-\d{4}$/);
      }
      const confirmed = lines.filter((l) => l.Confirmed === 1);
      if (e.Status === 'Quoted') {
        expect(confirmed).toHaveLength(0);
      } else {
        expect(confirmed.length).toBeGreaterThan(0);
        for (const line of lines) expect(line.DeliveryDate !== null).toBe(line.Confirmed === 1);
      }
    }
    const notes = demoLines().map((l) => l.ResponseDetailNotes);
    expect(notes).toContain(null);
    expect(count(notes, (n) => n !== null)).toBeGreaterThan(notes.length / 3);
  });

  it('gives ordered enquiries an ETA: some today, some on later days', () => {
    const ordered = demo.filter((e) => e.Status === 'Ordered');
    for (const e of ordered) {
      expect(e.Eta).toBeTruthy();
      const eta = ms(e.Eta ?? '');
      const dates = linesOf(e.EnquiryId).flatMap((l) =>
        l.DeliveryDate ? [ms(l.DeliveryDate)] : [],
      );
      expect(Math.min(...dates)).toBe(eta);
      expect(eta).toBeGreaterThan(now);
    }
    expect(count(ordered, (e) => sameLondonDay(ms(e.Eta ?? ''), now))).toBeGreaterThanOrEqual(2);
    expect(count(ordered, (e) => !sameLondonDay(ms(e.Eta ?? ''), now))).toBeGreaterThanOrEqual(2);
    for (const e of demo.filter((x) => x.Status !== 'Ordered')) expect(e.Eta ?? null).toBeNull();
  });

  it('prices most parts of each quote at RRP, but not every part', () => {
    const unpriced: string[] = [];
    for (const e of demo.filter((x) => x.Document !== null)) {
      const lines = linesOf(e.EnquiryId);
      const prices = db.prices.findMany((q) => q.where({ Document: e.Document ?? '' }));
      expect(prices.length).toBeGreaterThan(lines.length / 2);
      for (const price of prices) {
        const line = lines.find((l) => l.PartNumber === price.Part);
        expect(line).toBeDefined();
        expect(price.RRP).toBeGreaterThan(Number(line?.UnitPrice));
      }
      for (const line of lines) {
        if (!prices.some((p) => p.Part === line.PartNumber)) unpriced.push(line.PartNumber);
      }
    }
    expect(unpriced.length).toBeGreaterThan(0);
  });

  it('stocks every quoted part at 3+ branches, or deliberately nowhere', () => {
    const parts = new Set(demoLines().map((l) => l.PartNumber));
    const kinds = { atLeeds: 0, onlyElsewhere: 0, none: 0 };
    for (const part of parts) {
      const rows = db.stock.findMany((q) => q.where({ Part: part }));
      const total = rows.reduce((sum, r) => sum + r.Stock, 0);
      if (total > 0) expect(new Set(rows.map((r) => r.Branch)).size).toBeGreaterThanOrEqual(3);
      const leeds = rows.find((r) => r.Branch === 'LEE')?.Stock ?? 0;
      if (leeds > 0) kinds.atLeeds++;
      else if (total > 0) kinds.onlyElsewhere++;
      else kinds.none++;
    }
    expect(kinds.atLeeds).toBeGreaterThan(0);
    expect(kinds.onlyElsewhere).toBeGreaterThan(0);
    expect(kinds.none).toBeGreaterThan(0);
    const branches = new Set(db.stock.all().map((s) => s.Branch));
    for (const branch of ['LEE', 'BRD', 'YRK', 'HUD']) expect(branches).toContain(branch);
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

  // 00:30 BST is still yesterday in UTC: a UTC day would make some of them due today.
  it.each([2, 3, 7])(
    'dates the lines of a confirmed order on later London days, even just after midnight in summer (seed %i)',
    async (seed) => {
      const at = Date.parse('2026-07-03T00:30:00+01:00');
      const other = await seeded(seed, at);
      const confirmed = new Set(
        other.enquiries
          .findMany((q) => q.where({ Status: 'Garage Confirmed' }))
          .map((e) => e.EnquiryId),
      );
      const dueDays = other.quoteLines
        .findMany((q) => q.where({ EnquiryId: (id) => confirmed.has(id) }))
        .flatMap((l) => (l.DeliveryDate ? [londonDay(ms(l.DeliveryDate))] : []));

      expect(confirmed.size).toBeGreaterThan(0);
      expect(dueDays.length).toBeGreaterThanOrEqual(confirmed.size);
      for (const due of dueDays) expect(due > londonDay(at)).toBe(true);
    },
  );

  it.each([
    ['a summer evening', Date.parse('2027-07-02T20:45:00Z')],
    ['before opening', Date.parse('2026-03-02T06:10:00Z')],
  ])('places every date around the clock time (%s)', async (_, at) => {
    const other = await seeded(7, at);
    for (const e of other.enquiries.all()) {
      expect(ms(e.DatetimeCreated)).toBeLessThan(at);
      if (e.Eta) expect(ms(e.Eta)).toBeGreaterThan(at);
      if (registrationPatterns.uk.test(e.Reg))
        expect(ageIdentifierIssued(e.Reg)).toBeLessThanOrEqual(at);
    }
    for (const m of other.messages.all()) expect(ms(m.Datetime)).toBeLessThanOrEqual(at);
    for (const van of other.deliveries.all()) {
      expect(ms(van.Date)).toBeLessThan(at);
      expect(van.Eta).toBeGreaterThan(at);
    }
    for (const r of other.returns.all()) expect(ms(r.DateTime)).toBeLessThan(at);
    for (const b of other.bulletins.all()) expect(ms(b.UploadedAt)).toBeLessThan(at);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import {
  ageIdentifierIssued,
  count,
  day,
  londonDay,
  ms,
  now,
  registrationPatterns,
  seeded,
  seededDemo,
} from '../../testing/demo-data.ts';
import type { Collections } from '../collections.ts';
import { fixtures } from '../data/fixtures.ts';
import type { EnquiryRecord } from '../record-types.ts';
import { demoIds } from './demo-data/context.ts';

const { garages } = fixtures;

/** Every collection's records as plain objects (the store adds hidden keys of its own). */
const records = (db: Collections) =>
  Object.fromEntries(
    Object.entries(db).map(([name, collection]) => [
      name,
      collection.all().map((record: object) => ({ ...record })),
    ]),
  );

const sameLondonDay = (a: number, b: number) => londonDay(a) === londonDay(b);

describe('seedDemoData', () => {
  let db: Collections;
  let demo: EnquiryRecord[];
  let quotedStatuses: Set<string>;
  beforeAll(async () => {
    ({ db, demo } = await seededDemo());
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
});

import { describe, expect, it } from 'vitest';
import {
  ageIdentifierIssued,
  londonDay,
  ms,
  registrationPatterns,
  seeded,
} from '../../testing/demo-data.ts';

describe('seedDemoData', () => {
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

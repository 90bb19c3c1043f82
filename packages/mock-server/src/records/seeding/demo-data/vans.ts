// Vans out now: one for each order due today, and a few for walk-in or phoned-in orders.
import { bradfordDropPoints, leedsDropPoints } from '../../data/branches.ts';
import { fixtures } from '../../data/fixtures.ts';
import type { NewRecord } from '../../record-types.ts';
import { demoIds, iso, isShannon, minute, type SeedContext } from './context.ts';
import type { DueToday } from './quotes.ts';

export function seedVans(
  { faker: f, now, dueSoon, randomParts }: SeedContext,
  dueToday: readonly DueToday[],
  quoteLines: readonly NewRecord<'quoteLines'>[],
): NewRecord<'deliveries'>[] {
  let invoice = f.number.int({ min: 780_000, max: 789_000 });
  const invoices = () =>
    Array.from(
      { length: f.number.int({ min: 1, max: 3 }) },
      () => `INV-${(invoice += f.number.int({ min: 1, max: 40 }))}`,
    );
  // Set off 10-90 minutes ago, on the minute.
  const dispatched = () =>
    Math.floor(now / minute) * minute - f.number.int({ min: 10, max: 89 }) * minute;
  const jitter = ([lat, lon]: readonly [number, number]): [number, number] => [
    Number((lat + f.number.float({ min: -0.004, max: 0.004 })).toFixed(5)),
    Number((lon + f.number.float({ min: -0.006, max: 0.006 })).toFixed(5)),
  ];
  const deliveries: NewRecord<'deliveries'>[] = [];
  const van = (
    account: string,
    EnquiryId: number | null,
    PartInfo: { Part: string; Qty: number }[],
    eta: number,
    notBefore: number,
  ) => {
    deliveries.push({
      DeliveryId: demoIds.deliveries + deliveries.length,
      CustomerKeyCode: account,
      EnquiryId,
      Document: invoices(),
      PartInfo,
      Date: iso(Math.max(Math.ceil(notBefore / minute + 5) * minute, dispatched())),
      Eta: eta,
      Depot: fixtures.leedsDepot,
      Loc: jitter(
        f.helpers.arrayElement(
          account === fixtures.accounts.pennineBradford ? bradfordDropPoints : leedsDropPoints,
        ),
      ),
      Delivered: false,
    });
  };
  for (const { enquiry, garage: g, eta } of dueToday) {
    if (!g.CustomerKeyCode || isShannon(g)) continue;
    const onVan = quoteLines
      .filter((l) => l.EnquiryId === enquiry.EnquiryId && l.DeliveryDate === iso(eta))
      .map((l) => ({ Part: l.PartNumber, Qty: l.Qty }));
    van(g.CustomerKeyCode, enquiry.EnquiryId, onVan, eta, Date.parse(enquiry.DatetimeCreated));
  }
  const walkIns = [
    ...Array.from({ length: 2 }, () => fixtures.accounts.pennineLeeds),
    fixtures.accounts.pennineBradford,
  ];
  for (const account of walkIns) {
    van(account, null, randomParts(), dueSoon(), 0);
  }
  return deliveries;
}

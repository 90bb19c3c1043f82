// What every phase of the demo seed shares: the seeded Faker, the clock, the fixtures read from
// the store, and the part numbers drawn so far.
// The en_GB locale's instance (en_GB, then en): the package root would load every locale, about
// 200 ms per process. The instance is shared, hence seeded here and the phases run in one
// synchronous stretch (see buildDemoData).
import { faker } from '@faker-js/faker/locale/en_GB';
import { ukMidnight } from '@garage/uk-time';
import { pennineBranches, shannonBranches, type Branch } from '../../data/branches.ts';
import { parts, type CatalogueItem } from '../../data/parts.ts';
import { vehicles } from '../../data/vehicles.ts';
import type { Collections } from '../../collections.ts';
import type { GarageRecord } from '../../record-types.ts';
import { fixtures } from '../../data/fixtures.ts';

export const minute = 60_000;
export const hour = 60 * minute;
export const day = 24 * hour;

/** First id of each generated collection: clear of the fixtures'. */
export const demoIds = { enquiries: 1001, quoteLines: 10001, messages: 101, deliveries: 2 };

export const iso = (ms: number) => new Date(ms).toISOString();
export const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/** One part of an enquiry: what the garage asked for, and the brand the supplier quotes. */
export type RequestedPart = { item: CatalogueItem; brand: string; qty: number };

export const isShannon = (g: GarageRecord) => g.CompanyId === fixtures.companies.shannon;
export const branchesOf = (g: GarageRecord): readonly Branch[] =>
  isShannon(g) ? shannonBranches : pennineBranches;

/** A part number as the seed drew it: which part, for which vehicle, of which brand. */
export type DrawnPart = { item: CatalogueItem; makeCode: string; model: string; brand: string };

export type SeedContext = ReturnType<typeof createSeedContext>;

/** Seeds the shared Faker; nothing is drawn until a phase asks. */
export function createSeedContext(seed: number, now: number, db: Collections) {
  const f = faker;
  f.seed(seed);
  // London's: the seed's trading hours and due days are the garages' (a UTC day starts an hour
  // late in summer).
  const midnight = ukMidnight(now);
  const garages = new Map<number, GarageRecord>(db.garages.all().map((g) => [g.GarageId, g]));
  const garage = (id: number): GarageRecord => {
    const found = garages.get(id);
    if (!found) throw new Error(`Demo seed needs fixture garage ${id}`);
    return found;
  };
  const otherTown = (g: GarageRecord) =>
    f.helpers.arrayElement(branchesOf(g).filter((b) => b.code !== g.FactorBranch)).town;

  // Part numbers: one per part, vehicle and brand, never one the fixtures already use.
  const takenParts = new Set([
    ...db.quoteLines.all().map((l) => l.PartNumber),
    ...db.stock.all().map((s) => s.Part),
  ]);
  const partNumbers = new Map<string, string>();
  // What each drawn number is, for the demo API's parts catalogue (no draws: the seed is as it was).
  const drawnParts = new Map<string, DrawnPart>();
  const partNumber = (item: CatalogueItem, makeCode: string, model: string, brand: string) => {
    const key = [item.name, makeCode, model, brand].join('|');
    let number = partNumbers.get(key);
    while (!number || takenParts.has(number)) {
      number = `${item.prefix}-${makeCode}-${String(f.number.int({ min: 10, max: 9999 })).padStart(4, '0')}`;
    }
    if (!partNumbers.has(key)) {
      partNumbers.set(key, number);
      takenParts.add(number);
      drawnParts.set(number, { item, makeCode, model, brand });
    }
    return number;
  };
  /** One to three parts for any vehicle: what a walk-in order or a return holds. */
  const randomParts = () =>
    Array.from({ length: f.number.int({ min: 1, max: 3 }) }, () => {
      const model = f.helpers.arrayElement(vehicles);
      const item = f.helpers.arrayElement(Object.values(parts));
      return {
        Part: partNumber(item, model.makeCode, model.model, f.helpers.arrayElement(item.brands)),
        Qty: f.number.int({ min: item.qty[0], max: item.qty[1] }),
      };
    });

  // Vans: whole minutes, due in 20-180 minutes.
  const dueSoon = () =>
    Math.ceil(now / minute) * minute + f.number.int({ min: 20, max: 179 }) * minute;

  return {
    faker: f,
    db,
    now,
    midnight,
    garage,
    otherTown,
    partNumber,
    drawnParts,
    randomParts,
    dueSoon,
  };
}

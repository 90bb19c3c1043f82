// The supplier's parts catalogue, as the demo API searches it: one record per part number
// the seed uses, described as a garage names the part. Built from what the seed drew, without
// drawing more, so the rest of the seed stays exactly as it was.
import { generalMakeCode, parts, type CatalogueItem } from '../data/parts.ts';
import { vehicles } from '../data/vehicles.ts';
import { stableHash } from '../../lib/stable-hash.ts';
import type { NewRecord } from '../record-types.ts';
import type { DrawnPart } from './demo-data/context.ts';

const fixturePart = (
  item: CatalogueItem,
  makeCode: string,
  model: string,
  brand: string,
): DrawnPart => ({ item, makeCode, model, brand });

/**
 * The fixtures' hand-written part numbers (seeding/fixtures/quotes.ts), as their enquiries
 * describe them.
 */
const fixtureParts: ReadonlyMap<string, DrawnPart> = new Map([
  ['BP-FO-1021', fixturePart(parts.frontPads, 'FO', 'Focus', 'Mintex')],
  ['BD-FO-2210', fixturePart(parts.frontDiscs, 'FO', 'Focus', 'Brembo')],
  ['WS-FO-0450', fixturePart(parts.wearSensor, 'FO', 'Focus', 'TRW')],
  ['SA-NI-7781', fixturePart(parts.rearShocks, 'NI', 'Qashqai', 'Monroe')],
  ['TM-NI-0090', fixturePart(parts.topMounts, 'NI', 'Qashqai', 'Febi')],
  ['TB-SK-5520', fixturePart(parts.timingKit, 'SK', 'Octavia', 'Gates')],
  ['CL-SK-0301', fixturePart(parts.coolant, 'SK', 'Octavia', 'Comma')],
  ['DPF-BM-9002', fixturePart(parts.dpf, 'BM', '320d', 'BM Catalysts')],
  ['FK-BM-0133', fixturePart(parts.dpfFittingKit, 'BM', '320d', 'BM Catalysts')],
  ['AL-AU-4410', fixturePart(parts.alternator, 'AU', 'A3', 'Bosch')],
  ['GP-RE-0204', fixturePart(parts.glowPlugs, 'RE', 'Megane', 'NGK')],
  ['OF-VA-0012', fixturePart(parts.oilFilter, 'VA', 'Corsa', 'Mann')],
  ['AF-VA-0440', fixturePart(parts.airFilter, 'VA', 'Corsa', 'Mann')],
]);

const makeNames = new Map(vehicles.map((vehicle) => [vehicle.makeCode, vehicle.make]));

/** 'Front brake pads (Mintex) for Ford Focus'; consumables fit no vehicle. */
function describe({ item, makeCode, model, brand }: DrawnPart): string {
  const name = `${item.name} (${brand})`;
  if (makeCode === generalMakeCode) return name;
  return `${name} for ${makeNames.get(makeCode) ?? makeCode} ${model}`;
}

/**
 * A list price within the part's trade price range, and an RRP 35% to 70% above it ending in
 * 99p, as the seed's retail prices are made. Quotes may differ: they are per customer.
 */
function listPrices(PartNumber: string, { item }: DrawnPart) {
  const seed = stableHash(PartNumber);
  const [min, max] = item.price;
  const pence = Math.round(min * 100 + ((seed % 1001) / 1000) * (max - min) * 100);
  const markup = 1.35 + ((seed >>> 10) % 36) / 100;
  const rrp = Math.ceil((pence * markup) / 100) - 0.01;
  return { TradePrice: (pence / 100).toFixed(2), RRP: rrp.toFixed(2) };
}

/** Every part number of the fixtures and of the seed's draws, by part number. */
export function catalogueRecords(drawn: ReadonlyMap<string, DrawnPart>): NewRecord<'catalogue'>[] {
  return [...fixtureParts, ...drawn]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([PartNumber, part]) => ({
      PartNumber,
      Description: describe(part),
      ...listPrices(PartNumber, part),
    }));
}

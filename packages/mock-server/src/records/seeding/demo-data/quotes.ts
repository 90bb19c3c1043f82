// The supplier's quote on an enquiry: a priced line per part, retail prices, and delivery dates
// on the lines the garage confirmed.
import { generalMakeCode } from '../../data/parts.ts';
import type { VehicleModel } from '../../data/vehicles.ts';
import type { GarageRecord, NewRecord } from '../../record-types.ts';
import {
  day,
  demoIds,
  hour,
  iso,
  isShannon,
  type RequestedPart,
  type SeedContext,
} from './context.ts';
import type { Spec } from './specs.ts';

export type DueToday = { enquiry: NewRecord<'enquiries'>; garage: GarageRecord; eta: number };

export type Quotes = {
  quoteLines: NewRecord<'quoteLines'>[];
  prices: NewRecord<'prices'>[];
  /** Every quoted part, with the garage it was first quoted to: its company's branches stock it. */
  stockPlan: Map<string, GarageRecord>;
  /** Orders on a van that is out now. */
  dueToday: DueToday[];
};

type Order = {
  enquiry: NewRecord<'enquiries'>;
  spec: Spec;
  garage: GarageRecord;
  /** Null for consumables, which fit no vehicle in particular. */
  model: VehicleModel | null;
  requested: readonly RequestedPart[];
};

/** Quotes the enquiry, if its status has a quote; returns when its confirmed lines are due. */
export function quoteEnquiry(ctx: SeedContext, quotes: Quotes, order: Order): number | null {
  const { Document } = order.enquiry;
  if (!Document) return null;
  const lines = priceLines(ctx, order, Document, demoIds.quoteLines + quotes.quoteLines.length);
  for (const line of lines)
    if (!quotes.stockPlan.has(line.PartNumber)) quotes.stockPlan.set(line.PartNumber, order.garage);
  quotes.prices.push(...retailPrices(ctx, lines, Document));
  const eta = order.spec.status === 'Quoted' ? null : confirmLines(ctx, quotes, order, lines);
  quotes.quoteLines.push(...lines);
  return eta;
}

function priceLines(
  { faker: f, otherTown, partNumber }: SeedContext,
  { enquiry: { EnquiryId }, spec, garage: g, model, requested }: Order,
  Document: string,
  firstLineId: number,
): NewRecord<'quoteLines'>[] {
  const euro = isShannon(g) ? 1.17 : 1;
  return requested.map(({ item, brand, qty }, i): NewRecord<'quoteLines'> => {
    const unit = f.number.float({ min: item.price[0], max: item.price[1] }) * euro;
    const note =
      spec.backordered && i === 0
        ? f.helpers.arrayElement(['Due from manufacturer', 'On back order, 3-5 days'])
        : f.datatype.boolean(0.65)
          ? f.helpers.arrayElement([brand, `${brand}, OE quality`, `${brand} from ${otherTown(g)}`])
          : null;
    return {
      ResponseDetailId: firstLineId + i,
      ResponseHeaderId: EnquiryId + 500,
      EnquiryId,
      PartNumber: model
        ? partNumber(item, model.makeCode, model.model, brand)
        : partNumber(item, generalMakeCode, '', brand),
      Qty: qty,
      UnitPrice: unit.toFixed(2),
      ResponseDetailNotes: note,
      DeliveryDate: null,
      Confirmed: 0,
      Document,
    };
  });
}

/** Recommended retail prices for most parts of each quote, not all. */
function retailPrices(
  { faker: f }: SeedContext,
  lines: readonly NewRecord<'quoteLines'>[],
  Document: string,
): NewRecord<'prices'>[] {
  const unpriced =
    lines.length >= 3 && f.datatype.boolean(0.5) ? f.helpers.arrayElement(lines) : null;
  return lines.flatMap((line) => {
    if (line === unpriced) return [];
    const rrp = Math.ceil(Number(line.UnitPrice) * f.number.float({ min: 1.35, max: 1.7 })) - 0.01;
    return [{ Document, Part: line.PartNumber, RRP: Math.round(rrp * 100) / 100 }];
  });
}

/** The garage ticked most lines; the supplier gave each a delivery date. Returns the first. */
function confirmLines(
  { faker: f, midnight, dueSoon }: SeedContext,
  quotes: Quotes,
  { enquiry, spec, garage }: Order,
  lines: readonly NewRecord<'quoteLines'>[],
): number {
  const skipped =
    lines.length >= 3 && f.datatype.boolean(0.4) ? f.helpers.arrayElement(lines) : null;
  const laterDay = (min: number, max: number) =>
    midnight + f.number.int({ min, max }) * day + f.number.int({ min: 8, max: 16 }) * hour;
  const dueAt = spec.dueToday ? dueSoon() : spec.backordered ? laterDay(5, 10) : laterDay(1, 4);
  const confirmed = lines.filter((l) => l !== skipped);
  const lateLine = confirmed.length >= 3 && f.datatype.boolean(0.4) ? confirmed.at(-1) : null;
  for (const line of confirmed) {
    line.Confirmed = 1;
    line.DeliveryDate = iso(line === lateLine ? laterDay(1, 2) + day : dueAt);
  }
  if (spec.status === 'Ordered') {
    enquiry.Eta = iso(dueAt);
    if (spec.dueToday) quotes.dueToday.push({ enquiry, garage, eta: dueAt });
  }
  return dueAt;
}

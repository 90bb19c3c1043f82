// A quote: the supplier's lines and prices for an enquiry, and the garage confirming the lines
// it orders.
import { Query } from '@msw/data';
import { stableHash } from '../lib/stable-hash.ts';
import { ukTimeOnDay } from '@garage/uk-time';
import type { Collections } from '../records/collections.ts';
import type { EnquiryRecord, QuoteLineRecord } from '../records/record-types.ts';
import { nextId, updateEnquiry } from './shared.ts';

export type NewQuoteLine = {
  PartNumber: string;
  Qty: number;
  UnitPrice: string;
  ResponseDetailNotes?: string | null;
  /** Recommended retail price; a line with one gets a price record on the quote document. */
  RRP?: number;
  /** When the line can be delivered; absent or null leaves it open (confirming sets it). */
  DeliveryDate?: string | null;
};

function quoteDocument(enquiryId: number): string {
  return `QUO-${String(enquiryId).padStart(6, '0')}`;
}

const lineNotes = ['Pattern part', 'OE equivalent', null, 'Genuine part'] as const;

/**
 * 2 to 4 lines for an enquiry, from the part numbers the supplier stocks: the same enquiry id
 * always gets the same parts, quantities and prices (£8.59 to £168.49, RRP about 35% above).
 */
export function suggestQuoteLines(db: Collections, enquiryId: number): NewQuoteLine[] {
  const parts = [...new Set(db.stock.all().map((record) => record.Part))].sort();
  if (parts.length === 0) return [];
  const start = (enquiryId * 7) % parts.length;
  const chosen = [...parts.slice(start), ...parts.slice(0, start)].slice(0, 2 + (enquiryId % 3));
  return chosen.map((PartNumber) => {
    const seed = stableHash(PartNumber);
    const pence = 850 + (seed % 16_000);
    const unitPence = pence - (pence % 10) + 9;
    return {
      PartNumber,
      Qty: 1 + ((seed >>> 4) % 2),
      UnitPrice: (unitPence / 100).toFixed(2),
      ResponseDetailNotes: lineNotes[(seed >>> 8) % lineNotes.length] ?? null,
      RRP: Math.ceil((unitPence * 1.35) / 100) - 0.01,
    };
  });
}

export function linesOf(db: Collections, enquiryId: number): QuoteLineRecord[] {
  return db.quoteLines.findMany(new Query((record) => record.EnquiryId === enquiryId));
}

/**
 * Replaces the enquiry's quote lines and the price records of its quote document. Confirmed
 * lines are an order the supplier took as it was (an Order enquiry): Garage Confirmed, not
 * Quoted.
 */
export async function quoteEnquiry(
  db: Collections,
  enquiry: EnquiryRecord,
  lines: NewQuoteLine[],
  { confirmed }: { confirmed: boolean },
): Promise<{ enquiry: EnquiryRecord; lines: QuoteLineRecord[] }> {
  const { EnquiryId } = enquiry;
  const Document = enquiry.Document ?? quoteDocument(EnquiryId);
  db.quoteLines.deleteMany(new Query((record) => record.EnquiryId === EnquiryId));
  db.prices.deleteMany(new Query((record) => record.Document === Document));

  let id = nextId(db.quoteLines.all(), 'ResponseDetailId');
  const created: QuoteLineRecord[] = [];
  for (const line of lines) {
    created.push(
      await db.quoteLines.create({
        ResponseDetailId: id++,
        // The seed's convention: one response header per enquiry.
        ResponseHeaderId: EnquiryId + 500,
        EnquiryId,
        PartNumber: line.PartNumber,
        Qty: line.Qty,
        UnitPrice: line.UnitPrice,
        ResponseDetailNotes: line.ResponseDetailNotes ?? null,
        DeliveryDate: line.DeliveryDate ?? null,
        Confirmed: confirmed ? 1 : 0,
        Document,
      }),
    );
    if (line.RRP !== undefined) {
      await db.prices.create({ Document, Part: line.PartNumber, RRP: line.RRP });
    }
  }
  const updated = await updateEnquiry(db, enquiry, (record) => {
    record.Status = confirmed ? 'Garage Confirmed' : 'Quoted';
    record.Document = Document;
  });
  return { enquiry: updated, lines: created };
}

/**
 * The garage orders quoted lines, each in the quantity given: due today at 17:00 when its own
 * branch has them in stock, else tomorrow at noon. The garage's day is London's: a UTC day would
 * make an order placed between midnight and 01:00 in summer due yesterday.
 */
export async function confirmQuoteLines(
  db: Collections,
  orders: readonly { line: QuoteLineRecord; Qty: number }[],
  { branch, now }: { branch: string; now: number },
): Promise<void> {
  const sameDay = new Date(ukTimeOnDay(now, 0, 17)).toISOString();
  const nextDay = new Date(ukTimeOnDay(now, 1, 12)).toISOString();
  for (const { line, Qty } of orders) {
    const ownBranch = db.stock.findFirst(
      new Query((record) => record.Part === line.PartNumber && record.Branch === branch),
    );
    await db.quoteLines.update(line, {
      data(record) {
        record.Confirmed = 1;
        record.Qty = Qty;
        record.DeliveryDate = (ownBranch?.Stock ?? 0) >= Qty ? sameDay : nextDay;
      },
    });
  }
  const enquiryIds = new Set(orders.map(({ line }) => line.EnquiryId));
  await db.enquiries.updateMany(new Query((record) => enquiryIds.has(record.EnquiryId)), {
    data(record) {
      record.Status = 'Garage Confirmed';
    },
  });
}

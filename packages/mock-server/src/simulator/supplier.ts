// What the supplier's back office does to the store: quote, confirm, dispatch, deliver, message,
// cancel. The simulator does it on a timer, the demo console on request; both through here, so
// a record changed either way looks the same to the portal.
import type { z } from 'zod';
import { nextId } from '../lib/enquiry-access.ts';
import type { Collections } from '../store/collections.ts';
import type {
  DeliveryRecord,
  EnquiryRecord,
  MessageRecord,
  QuoteLineRecord,
} from '../store/records.ts';
import { stableHash } from '../store/parts-catalogue.ts';
import type { enquiryRecordSchema } from '../store/schemas.ts';
import { fixtures } from '../store/seed-fixtures.ts';

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

const minute = 60_000;
const hour = 60 * minute;

const iso = (ms: number) => new Date(ms).toISOString();

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

async function setEnquiry(
  db: Collections,
  enquiry: EnquiryRecord,
  change: (record: z.infer<typeof enquiryRecordSchema>) => void,
): Promise<EnquiryRecord> {
  const current = db.enquiries.findFirst((q) => q.where({ EnquiryId: enquiry.EnquiryId }));
  const updated = current && (await db.enquiries.update(current, { data: change }));
  if (!updated) throw new Error(`Enquiry ${enquiry.EnquiryId} vanished from the store`);
  return updated;
}

export function linesOf(db: Collections, enquiryId: number): QuoteLineRecord[] {
  return db.quoteLines.findMany((q) => q.where({ EnquiryId: enquiryId }));
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
  db.quoteLines.deleteMany((q) => q.where({ EnquiryId }));
  db.prices.deleteMany((q) => q.where({ Document }));

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
  const updated = await setEnquiry(db, enquiry, (record) => {
    record.Status = confirmed ? 'Garage Confirmed' : 'Quoted';
    record.Document = Document;
  });
  return { enquiry: updated, lines: created };
}

/** A drop-off 2 to 6 km from the Leeds depot, in a direction set by the enquiry id. */
function dropNearLeeds(enquiryId: number): [number, number] {
  const [lat, lon] = fixtures.leedsDepot;
  const angle = enquiryId * 2.399963; // the golden angle spreads consecutive ids apart
  const distance = 0.02 + (enquiryId % 5) * 0.008; // degrees of latitude
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  return [
    round(lat + distance * Math.sin(angle)),
    // A degree of longitude is shorter than one of latitude at Leeds' 53.8°.
    round(lon + (distance * Math.cos(angle)) / Math.cos((lat * Math.PI) / 180)),
  ];
}

/**
 * Ships the enquiry: its confirmed lines (all of them when the garage confirmed none), due
 * 1 to 3 hours from now, on a van from the Leeds depot. A garage without a customer account
 * cannot track deliveries, so its order ships without a delivery record.
 */
export async function dispatchEnquiry(
  db: Collections,
  enquiry: EnquiryRecord,
  now: number,
): Promise<{ enquiry: EnquiryRecord; delivery: DeliveryRecord | null }> {
  const { EnquiryId } = enquiry;
  const lines = linesOf(db, EnquiryId);
  const confirmedLines = lines.filter((line) => line.Confirmed === 1);
  const shipped = confirmedLines.length > 0 ? confirmedLines : lines;
  const eta = now + hour + ((EnquiryId * 37) % 121) * minute;

  for (const line of shipped) {
    await db.quoteLines.update(line, {
      data(record) {
        record.Confirmed = 1;
        record.DeliveryDate = iso(eta);
      },
    });
  }
  const updated = await setEnquiry(db, enquiry, (record) => {
    record.Status = 'Ordered';
    record.Eta = iso(eta);
  });

  const garage = db.garages.findFirst((q) => q.where({ GarageId: enquiry.GarageId }));
  if (!garage?.CustomerKeyCode) return { enquiry: updated, delivery: null };
  const delivery = await db.deliveries.create({
    DeliveryId: nextId(db.deliveries.all(), 'DeliveryId'),
    CustomerKeyCode: garage.CustomerKeyCode,
    EnquiryId,
    Document: [`INV-${700_000 + EnquiryId}`, ...(updated.Document ? [updated.Document] : [])],
    PartInfo: shipped.map((line) => ({ Part: line.PartNumber, Qty: line.Qty })),
    Date: iso(now),
    Eta: eta,
    Depot: [...fixtures.leedsDepot],
    Loc: dropNearLeeds(EnquiryId),
    Delivered: false,
  });
  return { enquiry: updated, delivery };
}

export async function deliver(db: Collections, delivery: DeliveryRecord): Promise<DeliveryRecord> {
  const updated = await db.deliveries.update((q) => q.where({ DeliveryId: delivery.DeliveryId }), {
    data(record) {
      record.Delivered = true;
    },
  });
  if (!updated) throw new Error(`Delivery ${delivery.DeliveryId} vanished from the store`);
  return updated;
}

/** A supplier message: the garage has one more to read, and the count stays the thread's. */
export async function postSupplierMessage(
  db: Collections,
  enquiry: EnquiryRecord,
  { Text, BlobStorageId }: { Text: string; BlobStorageId: string | null },
  now: number,
): Promise<MessageRecord> {
  const { EnquiryId } = enquiry;
  const message = await db.messages.create({
    MessageId: nextId(db.messages.all(), 'MessageId'),
    EnquiryId,
    Text,
    Datetime: iso(now),
    BlobStorageId,
    Garage: false,
    Factor: true,
  });
  const MessageCount = db.messages.findMany((q) => q.where({ EnquiryId })).length;
  await setEnquiry(db, enquiry, (record) => {
    record.MessageCount = MessageCount;
    record.GarageUnread += 1;
  });
  return message;
}

/** Cancels the enquiry; a reason becomes its cant-supply record. */
export async function cancelEnquiry(
  db: Collections,
  enquiry: EnquiryRecord,
  reason: string | undefined,
): Promise<EnquiryRecord> {
  if (reason !== undefined) {
    await db.cantSupply.create({ EnquiryId: enquiry.EnquiryId, Reason: reason });
  }
  return setEnquiry(db, enquiry, (record) => {
    record.Status = 'Cancelled';
  });
}

// The supplier ships an enquiry on a van from the Leeds depot, and the van arrives.
import { Query } from '@msw/data';
import type { Collections } from '../records/collections.ts';
import type { DeliveryRecord, EnquiryRecord } from '../records/record-types.ts';
import { fixtures } from '../records/data/fixtures.ts';
import { linesOf } from './quotes.ts';
import { nextId, updateEnquiry } from './shared.ts';

const minute = 60_000;
const hour = 60 * minute;

const iso = (ms: number) => new Date(ms).toISOString();

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
  const updated = await updateEnquiry(db, enquiry, (record) => {
    record.Status = 'Ordered';
    record.Eta = iso(eta);
  });

  const garage = db.garages.findFirst(new Query((record) => record.GarageId === enquiry.GarageId));
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
  const updated = await db.deliveries.update(
    new Query((record) => record.DeliveryId === delivery.DeliveryId),
    {
      data(record) {
        record.Delivered = true;
      },
    },
  );
  if (!updated) throw new Error(`Delivery ${delivery.DeliveryId} vanished from the store`);
  return updated;
}

/**
 * The van is running late: it now arrives at `eta`, and so does its enquiry. Its quote lines
 * keep the time they promised, which is how the garage sees it is late.
 */
export async function delayDelivery(
  db: Collections,
  delivery: DeliveryRecord,
  eta: number,
): Promise<DeliveryRecord> {
  const updated = await db.deliveries.update(
    new Query((record) => record.DeliveryId === delivery.DeliveryId),
    {
      data(record) {
        record.Eta = eta;
      },
    },
  );
  if (!updated) throw new Error(`Delivery ${delivery.DeliveryId} vanished from the store`);
  const enquiry =
    updated.EnquiryId === null
      ? undefined
      : db.enquiries.findFirst(new Query((record) => record.EnquiryId === updated.EnquiryId));
  if (enquiry) {
    await updateEnquiry(db, enquiry, (record) => {
      record.Eta = iso(eta);
    });
  }
  return updated;
}

// An enquiry raised, by a garage (createEnquiry) or for one (the demo API), and the supplier's
// changes to it that are not a quote or a dispatch: cancelling it, back-ordering it.
import type { Collections } from '../records/collections.ts';
import type { EnquiryRecord, EnquiryStatus } from '../records/record-types.ts';
import { nextId, storeEnquiryImage, updateEnquiry, type EnquiryImage } from './shared.ts';

export type NewEnquiry = {
  GarageId: number;
  Reg: string;
  Parts: string;
  Notes: string;
  Status: EnquiryStatus;
  /** The vehicle, when the caller knows it; the garage's own call never says. */
  Make?: string | null;
  Model?: string | null;
  Engine?: string | null;
  GBox?: string | null;
  Fuel?: string | null;
  Consumables?: boolean;
  image?: EnquiryImage;
};

/** A new enquiry, dated now, with no messages, quote or delivery yet. */
export async function raiseEnquiry(
  db: Collections,
  { image, ...fields }: NewEnquiry,
  now: number,
): Promise<EnquiryRecord> {
  const EnquiryId = nextId(db.enquiries.all(), 'EnquiryId');
  const at = new Date(now).toISOString();
  return db.enquiries.create({
    EnquiryId,
    GarageId: fields.GarageId,
    Reg: fields.Reg,
    Parts: fields.Parts,
    Notes: fields.Notes,
    Status: fields.Status,
    MessageCount: 0,
    GarageUnread: 0,
    DatetimeCreated: at,
    Date: at,
    Make: fields.Make ?? null,
    Model: fields.Model ?? null,
    Engine: fields.Engine ?? null,
    GBox: fields.GBox ?? null,
    Fuel: fields.Fuel ?? null,
    Document: null,
    Eta: null,
    BlobStorageId: image ? await storeEnquiryImage(db, EnquiryId, image) : null,
    Backordered: false,
    Consumables: fields.Consumables ?? false,
  });
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
  return updateEnquiry(db, enquiry, (record) => {
    record.Status = 'Cancelled';
  });
}

/** Marks the enquiry's parts as back-ordered or not (the garage's getBackorderCheck). */
export async function setBackorder(
  db: Collections,
  enquiry: EnquiryRecord,
  backordered: boolean,
): Promise<EnquiryRecord> {
  return updateEnquiry(db, enquiry, (record) => {
    record.Backordered = backordered;
  });
}

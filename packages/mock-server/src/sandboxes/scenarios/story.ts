// What the scenarios' recipes are written with: the domain's own actions (domain/), each at a
// time some minutes before or after the story's now, for one garage. A scenario is a handful
// of these calls on top of the seed, so it stays true to what the mock does when the same
// things happen by hand or through the API.
import { Query } from '@msw/data';
import { delayDelivery, deliver, dispatchEnquiry } from '../../domain/deliveries.ts';
import { raiseEnquiry, setBackorder, type NewEnquiry } from '../../domain/enquiries.ts';
import { postGarageMessage, postSupplierMessage } from '../../domain/messages.ts';
import {
  confirmQuoteLines,
  linesOf,
  quoteEnquiry,
  suggestQuoteLines,
  type NewQuoteLine,
} from '../../domain/quotes.ts';
import type { Collections } from '../../records/collections.ts';
import type { DeliveryRecord, EnquiryRecord } from '../../records/record-types.ts';

const minute = 60_000;

export type StoryEnquiry = Omit<NewEnquiry, 'GarageId' | 'Notes' | 'Status' | 'image'> &
  Partial<Pick<NewEnquiry, 'Notes' | 'Status'>>;

/** One garage's morning (or afternoon), told at minutes from `now` (negative: before it). */
export function storyOf(db: Collections, garageId: number, now: number) {
  const at = (minutes: number) => now + minutes * minute;
  const garage = db.garages.findFirst(new Query((record) => record.GarageId === garageId));
  if (!garage) throw new Error(`The seed has no garage ${garageId}`);

  return {
    at,
    raise: (enquiry: StoryEnquiry, minutes: number) =>
      raiseEnquiry(
        db,
        { GarageId: garageId, Notes: '', Status: 'Waiting', ...enquiry },
        at(minutes),
      ),
    /** The supplier's quote: the lines given, or those it would suggest itself. */
    quote: async (enquiry: EnquiryRecord, lines?: NewQuoteLine[]) => {
      const quoted = lines ?? suggestQuoteLines(db, enquiry.EnquiryId);
      return (await quoteEnquiry(db, enquiry, quoted, { confirmed: false })).enquiry;
    },
    /** The supplier takes an order as it is: its lines confirmed, Garage Confirmed. */
    takeOrder: async (enquiry: EnquiryRecord, lines: NewQuoteLine[]) =>
      (await quoteEnquiry(db, enquiry, lines, { confirmed: true })).enquiry,
    /** The garage orders every quoted line, from its own branch. */
    confirm: (enquiry: EnquiryRecord, minutes: number) =>
      confirmQuoteLines(
        db,
        linesOf(db, enquiry.EnquiryId).map((line) => ({ line, Qty: line.Qty })),
        { branch: garage.FactorBranch, now: at(minutes) },
      ),
    dispatch: async (enquiry: EnquiryRecord, minutes: number): Promise<DeliveryRecord> => {
      const { delivery } = await dispatchEnquiry(db, enquiry, at(minutes));
      if (!delivery) throw new Error(`Garage ${garageId} has no account to deliver to`);
      return delivery;
    },
    deliver: (delivery: DeliveryRecord) => deliver(db, delivery),
    delay: (delivery: DeliveryRecord, minutes: number) => delayDelivery(db, delivery, at(minutes)),
    backorder: (enquiry: EnquiryRecord) => setBackorder(db, enquiry, true),
    garageWrites: (enquiry: EnquiryRecord, Text: string, minutes: number) =>
      postGarageMessage(db, enquiry, { Text, BlobStorageId: null }, at(minutes)),
    supplierWrites: (enquiry: EnquiryRecord, Text: string, minutes: number) =>
      postSupplierMessage(db, enquiry, { Text, BlobStorageId: null }, at(minutes)),
  };
}

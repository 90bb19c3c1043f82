// The store's record types, named once from its collections: every route, domain action, seed
// phase and test imports them from here.
import type { Collections } from './collections.ts';

/** A record as a collection holds it: it carries the store's own keys, so it can be updated. */
export type StoredRecord<Name extends keyof Collections> = ReturnType<
  Collections[Name]['all']
>[number];

/** What creating a record of a collection takes (fields with a default may be left out). */
export type NewRecord<Name extends keyof Collections> = Parameters<Collections[Name]['create']>[0];

export type EnquiryRecord = StoredRecord<'enquiries'>;
export type EnquiryStatus = EnquiryRecord['Status'];
export type QuoteLineRecord = StoredRecord<'quoteLines'>;
export type MessageRecord = StoredRecord<'messages'>;
export type DeliveryRecord = StoredRecord<'deliveries'>;
export type GarageRecord = StoredRecord<'garages'>;

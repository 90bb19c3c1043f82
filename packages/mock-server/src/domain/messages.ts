// A message on an enquiry's thread, from either side, and the garage reading the thread. The
// enquiry counts the thread's messages, and the supplier's the garage has not read.
import { Query } from '@msw/data';
import type { Collections } from '../records/collections.ts';
import type { EnquiryRecord, MessageRecord } from '../records/record-types.ts';
import { nextId, updateEnquiry } from './shared.ts';

type NewMessage = { Text: string; BlobStorageId: string | null };

async function postMessage(
  db: Collections,
  enquiry: EnquiryRecord,
  { Text, BlobStorageId }: NewMessage,
  { fromGarage, now }: { fromGarage: boolean; now: number },
): Promise<MessageRecord> {
  const { EnquiryId } = enquiry;
  const message = await db.messages.create({
    MessageId: nextId(db.messages.all(), 'MessageId'),
    EnquiryId,
    Text,
    Datetime: new Date(now).toISOString(),
    BlobStorageId,
    Garage: fromGarage,
    Factor: !fromGarage,
  });
  const MessageCount = db.messages.findMany(
    new Query((record) => record.EnquiryId === EnquiryId),
  ).length;
  await updateEnquiry(db, enquiry, (record) => {
    record.MessageCount = MessageCount;
    if (!fromGarage) record.GarageUnread += 1;
  });
  return message;
}

/** A supplier message: the garage has one more to read. */
export function postSupplierMessage(
  db: Collections,
  enquiry: EnquiryRecord,
  message: NewMessage,
  now: number,
): Promise<MessageRecord> {
  return postMessage(db, enquiry, message, { fromGarage: false, now });
}

/** A garage's message: GarageUnread counts the supplier's messages only, so it stays. */
export function postGarageMessage(
  db: Collections,
  enquiry: EnquiryRecord,
  message: NewMessage,
  now: number,
): Promise<MessageRecord> {
  return postMessage(db, enquiry, message, { fromGarage: true, now });
}

/** The garage has read the thread: none of the supplier's messages is unread any more. */
export async function readThread(db: Collections, enquiry: EnquiryRecord): Promise<void> {
  await updateEnquiry(db, enquiry, (record) => {
    record.GarageUnread = 0;
  });
}

// The few writes every action shares: a fresh id, a change to an enquiry, an enquiry's image.
import { Query } from '@msw/data';
import type { z } from 'zod';
import type { Collections } from '../records/collections.ts';
import type { EnquiryRecord } from '../records/record-types.ts';
import type { enquiryRecordSchema } from '../records/schemas.ts';

/** One more than the largest id in use, so ids stay unique after records are removed. */
export function nextId<Key extends string>(
  records: readonly Record<Key, number>[],
  key: Key,
): number {
  return records.reduce((largest, record) => Math.max(largest, record[key]), 0) + 1;
}

export async function updateEnquiry(
  db: Collections,
  enquiry: EnquiryRecord,
  change: (record: z.infer<typeof enquiryRecordSchema>) => void,
): Promise<EnquiryRecord> {
  const current = db.enquiries.findFirst(
    new Query((record) => record.EnquiryId === enquiry.EnquiryId),
  );
  const updated = current && (await db.enquiries.update(current, { data: change }));
  if (!updated) throw new Error(`Enquiry ${enquiry.EnquiryId} vanished from the store`);
  return updated;
}

/** An image whose type has been read from its bytes (lib/enquiry-access.ts checkedImage). */
export type EnquiryImage = { contentType: string; bytes: Uint8Array<ArrayBuffer> };

/** Stores an enquiry's image as `enq-<EnquiryId>-<n>`, readable with getImage; returns its id. */
export async function storeEnquiryImage(
  db: Collections,
  enquiryId: number,
  image: EnquiryImage,
): Promise<string> {
  const prefix = `enq-${enquiryId}-`;
  const taken = db.images
    .findMany(new Query((record) => record.Key.startsWith(prefix)))
    .map((record) => Number(record.Key.slice(prefix.length)))
    .filter(Number.isInteger);
  const Key = `${prefix}${Math.max(0, ...taken) + 1}`;
  await db.images.create({ Key, ContentType: image.contentType, Bytes: image.bytes });
  return Key;
}

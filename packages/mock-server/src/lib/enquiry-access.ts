// What the enquiry, quote and message routes share: a garage reaches only its own enquiries,
// the store's bookkeeping fields never leave the mock, and attached images are judged by their
// bytes before anything is stored.
import { Query } from '@msw/data';
import type { Enquiry, Message } from '@garage/api-types';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { NotFoundError, UnsupportedTypeError } from '../domain/errors.ts';
import type { EnquiryImage } from '../domain/shared.ts';
import type { EnquiryRecord, MessageRecord } from '../records/record-types.ts';

type CallerRequest = Pick<FastifyRequest, 'world' | 'caller'>;

/** The caller's enquiry with this id, if there is one. */
export function findOwnEnquiry(
  request: CallerRequest,
  enquiryId: number,
): EnquiryRecord | undefined {
  return request.world.db.enquiries.findFirst(
    new Query(
      (record) => record.EnquiryId === enquiryId && record.GarageId === request.caller.GarageId,
    ),
  );
}

/**
 * The caller's enquiry. Another garage's enquiry answers exactly like a missing one, so a
 * garage cannot probe which enquiry ids exist.
 */
export function ownEnquiry(request: CallerRequest, enquiryId: number): EnquiryRecord {
  const enquiry = findOwnEnquiry(request, enquiryId);
  if (!enquiry) throw new NotFoundError(`No enquiry ${enquiryId}`);
  return enquiry;
}

/**
 * The API's Enquiry: every field named, none of the back office's. A literal rather than a
 * rest-spread: it is built for every row of every list call, and a plain object of one shape
 * copies and serialises several times faster than the store's record.
 */
export function toApiEnquiry(record: EnquiryRecord): Enquiry {
  return {
    EnquiryId: record.EnquiryId,
    Reg: record.Reg,
    Parts: record.Parts,
    Notes: record.Notes,
    Status: record.Status,
    MessageCount: record.MessageCount,
    GarageUnread: record.GarageUnread,
    DatetimeCreated: record.DatetimeCreated,
    Date: record.Date,
    Make: record.Make,
    Model: record.Model,
    Engine: record.Engine,
    GBox: record.GBox,
    Fuel: record.Fuel,
    Document: record.Document,
    Eta: record.Eta ?? null,
    BlobStorageId: record.BlobStorageId ?? null,
  };
}

export function toApiMessage(record: MessageRecord): Message {
  const { EnquiryId: _enquiry, ...message } = record;
  return message;
}

/** Multipart form fields carry line breaks as CRLF (HTML form encoding); the store keeps LF. */
export function withLfLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

const imageTypes = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * An uploaded file's image type, read from its bytes: the type a client claims proves nothing.
 * Anything but PNG, JPEG, GIF or WebP is refused naming the field (UnsupportedTypeError).
 */
export async function checkedImage(data: Buffer, field: string): Promise<EnquiryImage> {
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !imageTypes.has(detected.mime)) {
    throw new UnsupportedTypeError(`body/${field} must be a PNG, JPEG, GIF or WebP image`);
  }
  return { contentType: detected.mime, bytes: new Uint8Array(data) };
}

// Message threads: which enquiries have one and what is said, then when each message was sent.
import { partPhotoPng, type PhotoVariant } from '../../assets.ts';
import type { EnquiryStatus, GarageRecord, NewRecord } from '../../record-types.ts';
import {
  day,
  demoIds,
  iso,
  lowerFirst,
  minute,
  type RequestedPart,
  type SeedContext,
} from './context.ts';
import {
  chats,
  photoChat,
  photoFor,
  threadChance,
  type ChatContext,
  type ChatLine,
} from './chats.ts';
import type { Spec } from './specs.ts';

type Thread = { enquiry: NewRecord<'enquiries'>; created: number; lines: ChatLine[] };

export type Threads = {
  threads: Thread[];
  /** Threads that could open with a photo of their first part. */
  photoCandidates: {
    thread: Thread;
    status: EnquiryStatus;
    chat: ChatContext;
    photo: PhotoVariant;
  }[];
};

const photoThreads = 5;

const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
});

type EnquiryForThread = {
  enquiry: NewRecord<'enquiries'>;
  created: number;
  spec: Spec;
  garage: GarageRecord;
  /** The part the conversation is about. */
  first: RequestedPart;
  /** When the order is due, if it has been confirmed. */
  eta: number | null;
};

/** Gives some enquiries a thread: the share depends on the status, and consumables get none. */
export function startThread(
  { faker: f, otherTown }: SeedContext,
  threads: Threads,
  { enquiry, created, spec, garage, first, eta }: EnquiryForThread,
): void {
  if (spec.consumables || !f.datatype.boolean(threadChance[spec.status])) return;
  const chat: ChatContext = {
    part: lowerFirst(first.item.name),
    brand: first.brand,
    town: otherTown(garage),
    eta: eta === null ? null : londonTime.format(eta),
    vin: f.vehicle.vin().slice(-7),
  };
  const pool = chats[spec.status].filter(
    (_, i) => spec.status !== 'Cancelled' || (i === 1) === Boolean(spec.cantSupply),
  );
  const thread = { enquiry, created, lines: f.helpers.arrayElement(pool)(chat) };
  threads.threads.push(thread);
  const photo = photoFor(first.item);
  if (photo) threads.photoCandidates.push({ thread, status: spec.status, chat, photo });
}

/**
 * The threads' messages in time order, and the photos some carry; sets each enquiry's message
 * and unread counts.
 */
export function seedMessages(
  { faker: f, now }: SeedContext,
  { threads, photoCandidates }: Threads,
) {
  // A handful of threads start with a photo of the part.
  for (const { thread, status, chat, photo } of f.helpers.arrayElements(
    photoCandidates,
    Math.min(photoThreads, photoCandidates.length),
  )) {
    thread.lines = [...photoChat(status, chat, photo), ...thread.lines];
  }

  // Message times: a few minutes to an hour apart (sometimes seconds), all before now.
  const timed: { enquiryId: number; at: number; line: ChatLine }[] = [];
  for (const { enquiry, created, lines } of threads) {
    let at = created + f.number.int({ min: 3 * minute, max: 90 * minute });
    const times = lines.map(() => {
      const t = at;
      at += f.datatype.boolean(0.25)
        ? f.number.int({ min: 20_000, max: 55_000 })
        : f.number.int({ min: minute, max: 45 * minute });
      return t;
    });
    const last = times.at(-1) ?? created;
    const latest = now - minute;
    const squeeze = last > latest ? (latest - created) / (last - created) : 1;
    lines.forEach((line, i) => {
      timed.push({
        enquiryId: enquiry.EnquiryId,
        at: Math.floor((created + ((times[i] ?? created) - created) * squeeze) / 1000) * 1000,
        line,
      });
    });
    enquiry.MessageCount = lines.length;
    // Unread: the supplier's latest replies, if the garage has not been back since.
    const trailing = lines.length - 1 - lines.findLastIndex(([fromGarage]) => fromGarage);
    enquiry.GarageUnread = now - Math.min(last, latest) < 3 * day ? trailing : 0;
  }
  timed.sort((a, b) => a.at - b.at);
  const messages: NewRecord<'messages'>[] = [];
  const images: NewRecord<'images'>[] = [];
  timed.forEach(({ enquiryId, at, line: [fromGarage, Text, photo] }, i) => {
    const MessageId = demoIds.messages + i;
    const BlobStorageId = photo ? `msg-${MessageId}` : null;
    messages.push({
      MessageId,
      EnquiryId: enquiryId,
      Text,
      Datetime: iso(at),
      BlobStorageId,
      Garage: fromGarage,
      Factor: !fromGarage,
    });
    if (photo && BlobStorageId)
      images.push({ Key: BlobStorageId, ContentType: 'image/png', Bytes: partPhotoPng(photo) });
  });
  return { messages, images };
}

// The composer's unsent text and image per enquiry, kept across reloads. The text goes to
// localStorage so it is there at the first render; the image to IndexedDB (lib/draft-image).
import { storageKey } from '../../../config/base-path.ts';
import { readDraftImage, writeDraftImage } from '../../../lib/draft-image.ts';

const textKey = (enquiryId: number) => storageKey(`messageDraft:${enquiryId}`);
const imageKey = (enquiryId: number) => storageKey(`messageDraftImage:${enquiryId}`);

export function readDraftText(storage: Storage, enquiryId: number): string {
  return storage.getItem(textKey(enquiryId)) ?? '';
}

/** Stores the text, or forgets the draft when it is empty. */
export function writeDraftText(storage: Storage, enquiryId: number, text: string): void {
  if (text === '') storage.removeItem(textKey(enquiryId));
  else storage.setItem(textKey(enquiryId), text);
}

// Whether the draft has an image is noted in localStorage too, at once: IndexedDB is
// asynchronous, so an image removed (or sent) just before a reload could otherwise come back.
const hasImageKey = (enquiryId: number) => storageKey(`messageDraftHasImage:${enquiryId}`);

export async function readMessageDraftImage(
  storage: Storage,
  enquiryId: number,
): Promise<File | null> {
  if (storage.getItem(hasImageKey(enquiryId)) === null) return null;
  return readDraftImage(imageKey(enquiryId));
}

/**
 * Keeps the image as the enquiry's draft, or forgets it. False when the browser refused to
 * store it (docs/rules.md#messages): the draft then has no image after a reload.
 */
export async function writeMessageDraftImage(
  storage: Storage,
  enquiryId: number,
  image: File | null,
): Promise<boolean> {
  if (image) storage.setItem(hasImageKey(enquiryId), '1');
  else storage.removeItem(hasImageKey(enquiryId));
  return writeDraftImage(imageKey(enquiryId), image);
}

const facts = (image: Blob) =>
  image instanceof File
    ? [image.name, image.lastModified, image.size, image.type]
    : [image.size, image.type];

/** The same image again: a file read back from storage is another object with the same facts. */
export const sameImage = (a: Blob | null, b: Blob | null) =>
  a === b || (a !== null && b !== null && facts(a).join('\n') === facts(b).join('\n'));

/**
 * Forgets what was sent from the enquiry's kept draft: its text if the draft's is that text, its
 * image if it is that file. Anything written or attached since stays.
 */
export async function forgetSentDraft(
  storage: Storage,
  enquiryId: number,
  sent: { Text: string; Image?: Blob },
): Promise<void> {
  if (readDraftText(storage, enquiryId).trim() === sent.Text)
    writeDraftText(storage, enquiryId, '');
  if (!sent.Image) return;
  const stored = await readMessageDraftImage(storage, enquiryId);
  if (sameImage(stored, sent.Image)) await writeMessageDraftImage(storage, enquiryId, null);
}

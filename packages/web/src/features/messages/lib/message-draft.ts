// The composer's unsent text and image per enquiry, kept across reloads. The text goes to
// localStorage so it is there at the first render; the image goes to IndexedDB through
// idb-keyval (a tiny, well-kept wrapper), which stores a File as it is, where localStorage
// would need a data URL of up to 5 MB against its own quota of about 5 MB.
import { del, get, set } from 'idb-keyval';

const textKey = (enquiryId: number) => `messageDraft:${enquiryId}`;
const imageKey = (enquiryId: number) => `messageDraftImage:${enquiryId}`;

export function readDraftText(storage: Storage, enquiryId: number): string {
  return storage.getItem(textKey(enquiryId)) ?? '';
}

/** Stores the text, or forgets the draft when it is empty. */
export function writeDraftText(storage: Storage, enquiryId: number, text: string): void {
  if (text === '') storage.removeItem(textKey(enquiryId));
  else storage.setItem(textKey(enquiryId), text);
}

// A lost draft image is a nuisance, not an error: without IndexedDB (some private windows)
// the image is simply not kept, so failures are logged and swallowed.
const logged = (what: string) => (error: unknown) => {
  console.error(`Could not ${what} the message draft image`, error);
};

export async function readDraftImage(enquiryId: number): Promise<File | null> {
  const stored: unknown = await get(imageKey(enquiryId)).catch(logged('read'));
  return stored instanceof File ? stored : null;
}

export async function writeDraftImage(enquiryId: number, image: File | null): Promise<void> {
  await (image ? set(imageKey(enquiryId), image) : del(imageKey(enquiryId))).catch(
    logged(image ? 'store' : 'remove'),
  );
}

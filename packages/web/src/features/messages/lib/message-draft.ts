// The composer's unsent text and image per enquiry, kept across reloads. The text goes to
// localStorage so it is there at the first render; the image to IndexedDB (lib/draft-image).
import { readDraftImage, writeDraftImage } from '../../../lib/draft-image.ts';

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

export const readMessageDraftImage = (enquiryId: number) => readDraftImage(imageKey(enquiryId));

export const writeMessageDraftImage = (enquiryId: number, image: File | null) =>
  writeDraftImage(imageKey(enquiryId), image);

// An unsent image kept across reloads, in IndexedDB through idb-keyval (a tiny, well-kept
// wrapper): it stores a File as it is, where localStorage would need a data URL of up to
// 5 MB against its own quota of about 5 MB.
import { del, get, set } from 'idb-keyval';

// A lost draft image is a nuisance, not an error: without IndexedDB (some private windows)
// the image is simply not kept, so failures are logged and swallowed.
const logged = (what: string, key: string) => (error: unknown) => {
  console.error(`Could not ${what} the draft image ${key}`, error);
};

export async function readDraftImage(key: string): Promise<File | null> {
  const stored: unknown = await get(key).catch(logged('read', key));
  return stored instanceof File ? stored : null;
}

/** Stores the image, or forgets it when there is none. */
export async function writeDraftImage(key: string, image: File | null): Promise<void> {
  await (image ? set(key, image) : del(key)).catch(logged(image ? 'store' : 'remove', key));
}

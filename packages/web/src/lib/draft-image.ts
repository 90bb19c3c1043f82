// An unsent image kept across reloads, in IndexedDB through idb-keyval (a tiny, well-kept
// wrapper): it stores a File as it is, where localStorage would need a data URL of up to
// 5 MB against its own quota of about 5 MB.
import { del, get, set } from 'idb-keyval';

// A lost draft image is a nuisance, not an error: where IndexedDB refuses it (WebKit's private
// windows refuse any Blob or File) the image is simply not kept. Failures are logged, and a
// refused store is reported back, so the garage can be told before leaving the page loses it.
/**
 * Said under an attached image the browser refused to keep (docs/readings.md#messages): it is
 * still sent, but a reload or leaving the page loses it.
 */
export const imageNotKeptMessage =
  'This browser cannot keep the image: it will be lost if you leave the page before sending.';

const logged = (what: string, key: string) => (error: unknown) => {
  console.error(`Could not ${what} the draft image ${key}`, error);
};

export async function readDraftImage(key: string): Promise<File | null> {
  const stored: unknown = await get(key).catch(logged('read', key));
  return stored instanceof File ? stored : null;
}

/**
 * Stores the image, or forgets it when there is none. False when the browser refused to store
 * it: it is then not kept across a reload.
 */
export async function writeDraftImage(key: string, image: File | null): Promise<boolean> {
  return (image ? set(key, image) : del(key)).then(
    () => true,
    (error: unknown) => {
      logged(image ? 'store' : 'remove', key)(error);
      return false;
    },
  );
}

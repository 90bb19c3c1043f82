// What the portal keeps on the device (docs/offline.md#data-on-the-device): its saved queries,
// and a draft's image. Read in the page: self-contained, so any engine's driver can send it.

/** The saved queries' text in idb-keyval's store under `key`, or '' while there is none. */
export function savedQueriesInPage(key: string): Promise<string> {
  return new Promise<string>((resolve) => {
    const open = indexedDB.open('keyval-store');
    open.onerror = () => resolve('');
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('keyval')) {
        resolve('');
        return;
      }
      const read = db.transaction('keyval').objectStore('keyval').get(key);
      read.onsuccess = () => resolve(typeof read.result === 'string' ? read.result : '');
      read.onerror = () => resolve('');
    };
  });
}

/** The keys of the saved queries, as JSON, from their text. */
export function savedQueryKeys(text: string): string[] {
  if (text === '') return [];
  const saved = JSON.parse(text) as { clientState: { queries: { queryKey: unknown }[] } };
  return saved.clientState.queries.map(({ queryKey }) => JSON.stringify(queryKey));
}

/**
 * Whether IndexedDB (idb-keyval's store) holds a draft image, a Blob, under `key`. A database not
 * there yet is left unmade: made here it would lack the portal's store.
 */
export function draftImageInPage(key: string): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const open = indexedDB.open('keyval-store');
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('keyval')) {
        db.close();
        resolve(false);
        return;
      }
      const read = db.transaction('keyval').objectStore('keyval').get(key);
      read.onsuccess = () => {
        db.close();
        resolve(read.result instanceof Blob);
      };
      read.onerror = () => {
        db.close();
        resolve(false);
      };
    };
  });
}

// What the portal keeps on the device for offline use (docs/offline.md#data-on-the-device),
// read in the page: self-contained, so any engine's driver can send it.

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

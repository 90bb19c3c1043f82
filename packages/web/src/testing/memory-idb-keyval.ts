// IndexedDB, where draft images are kept, is not in jsdom: an in-memory stand-in for the three
// idb-keyval calls the portal makes. A test file swaps it in with
// vi.mock('idb-keyval', () => import('<path>/testing/memory-idb-keyval.ts')).
const store = new Map<string, unknown>();
let refusingFiles = false;

export const get = async (key: string) => store.get(key);
export const set = async (key: string, value: unknown) => {
  if (refusingFiles && value instanceof Blob) {
    // As WebKit's private windows answer.
    throw new DOMException(
      'Error preparing Blob/File data to be stored in object store',
      'UnknownError',
    );
  }
  store.set(key, value);
};
export const del = async (key: string) => void store.delete(key);
/** From now on refuses to store a Blob or a File, as WebKit does in a private window. */
export const refuseFiles = () => {
  refusingFiles = true;
};
/** Empties the stand-in and stores Files again, for beforeEach. */
export const clear = () => {
  store.clear();
  refusingFiles = false;
};
/** How many entries the stand-in holds. */
export const size = () => store.size;

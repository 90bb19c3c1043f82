// IndexedDB, where draft images are kept, is not in jsdom: an in-memory stand-in for the three
// idb-keyval calls the portal makes. A test file swaps it in with
// vi.mock('idb-keyval', () => import('<path>/testing/memory-idb-keyval.ts')).
const store = new Map<string, unknown>();

export const get = async (key: string) => store.get(key);
export const set = async (key: string, value: unknown) => void store.set(key, value);
export const del = async (key: string) => void store.delete(key);
/** Empties the stand-in, for beforeEach. */
export const clear = () => store.clear();
/** How many entries the stand-in holds. */
export const size = () => store.size;

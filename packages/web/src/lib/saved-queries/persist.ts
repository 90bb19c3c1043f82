import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { DehydratedState, Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClient,
  removeOldestQuery,
  type AsyncStorage,
  type PersistedClient,
} from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { storageKey } from '../../config/base-path.ts';
import { rangedEnquiryListsKey } from '../enquiry-lists-key.ts';
import { savedBuildKey } from './saved-build.ts';

// The rules of the data kept on the device: docs/offline.md#data-on-the-device. Loaded lazily,
// beside the first screen (restore.ts), and with the licence screen, which clears the data.

// Where the device keeps the last-seen data: IndexedDB, under the base path like every other
// key, so demo sandboxes on one origin stay apart.
const savedQueriesKey = () => storageKey('savedQueries');

/** Notes which build's data IndexedDB holds, or that it holds none (null). */
function writeSavedBuild(buster: string | null): void {
  try {
    if (buster === null) localStorage.removeItem(savedBuildKey());
    else localStorage.setItem(savedBuildKey(), buster);
  } catch {
    // Storage that throws: the next visit does not wait for the restore, nothing worse.
  }
}

/** Forgets the saved data (another licence activated: its garage may be another one). */
export async function clearSavedQueries(): Promise<void> {
  writeSavedBuild(null);
  try {
    await del(savedQueriesKey());
  } catch {
    // Without IndexedDB nothing was saved.
  }
}

/**
 * Twelve hours, for the saved data as a whole and for each query in it: the offline notice
 * gives a time of day without a date, and within a working day that time is today's. A
 * morning starts from the supplier, not from last night's quotes.
 */
export const maxAge = 12 * 60 * 60 * 1000;

// What an offline reload needs: the session the shell waits for (company, user, lookup), the
// enquiry lists and an enquiry's details, quotes and messages. Not the logo (kept by
// get-brand-logo.ts) nor message images (Blobs, and large); nothing else holds a token.
const savedRoots = new Set(['session', 'enquiries', 'quotes', 'messages']);
const unsavedKinds = new Set(['logo', 'image']);

// Nor the enquiry lists of a date filter's range: the filter is not kept across a reload, so
// nothing would show them again, and a range may hold a year of enquiries.
const isRangedList = (queryKey: readonly unknown[]) =>
  rangedEnquiryListsKey.every((part, index) => queryKey[index] === part);

/** Only loaded data of the screens above; a failed or pending load is not kept. */
export function shouldSave(query: Query): boolean {
  const [root, kind] = query.queryKey;
  return (
    query.state.status === 'success' &&
    typeof root === 'string' &&
    savedRoots.has(root) &&
    !(typeof kind === 'string' && unsavedKinds.has(kind)) &&
    !isRangedList(query.queryKey)
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isSavedQuery(value: unknown): value is DehydratedState['queries'][number] {
  return (
    isObject(value) &&
    Array.isArray(value.queryKey) &&
    typeof value.queryHash === 'string' &&
    isObject(value.state) &&
    value.state.status === 'success' &&
    typeof value.state.dataUpdatedAt === 'number'
  );
}

function isPersistedClient(value: unknown): value is PersistedClient {
  return (
    isObject(value) &&
    typeof value.timestamp === 'number' &&
    typeof value.buster === 'string' &&
    isObject(value.clientState) &&
    Array.isArray(value.clientState.queries) &&
    value.clientState.queries.every(isSavedQuery)
  );
}

// Restoring removes a client without a timestamp: how a discarded one is handed back.
function discard(why: string): PersistedClient {
  console.warn(`Discarding the data saved on this device: ${why}`);
  return { timestamp: 0, buster: '', clientState: { queries: [], mutations: [] } };
}

/** The saved client if it is one, of this build and young enough, without its old queries. */
export function readSaved(text: string, buster: string, now: number): PersistedClient {
  let saved: unknown;
  try {
    saved = JSON.parse(text);
  } catch {
    // Not JSON: the check below says so.
  }
  if (!isPersistedClient(saved)) return discard('it is not readable');
  if (saved.buster !== buster) return discard('it is from another build');
  if (now - saved.timestamp > maxAge) return discard('it is older than 12 hours');
  const queries = saved.clientState.queries.filter(
    (query) => now - query.state.dataUpdatedAt <= maxAge,
  );
  return { ...saved, clientState: { queries, mutations: [] } };
}

/** IndexedDB through idb-keyval, which the drafts use too. */
const indexedDbStorage: AsyncStorage = {
  getItem: (key) => get<string>(key),
  setItem: (key, value) => set(key, value),
  removeItem: (key) => del(key),
};

/**
 * `storage` that never fails a restore: storage that cannot be read (no IndexedDB in a private
 * window, a blocked origin) reads as empty, so the portal works as on a first visit, silently.
 * A failed save is the persister's to retry; a successful one is noted for the next visit.
 */
function forgiving(storage: AsyncStorage, buster: string): AsyncStorage {
  const quietly = async <T>(act: () => T | PromiseLike<T>) => {
    try {
      return await act();
    } catch {
      return undefined;
    }
  };
  return {
    getItem: (key) => quietly(() => storage.getItem(key)),
    setItem: async (key, value) => {
      await storage.setItem(key, value);
      writeSavedBuild(buster);
    },
    removeItem: (key) => {
      writeSavedBuild(null);
      return quietly(() => storage.removeItem(key));
    },
  };
}

type PersistOptions = { buster: string; storage?: AsyncStorage; now?: () => number };

/**
 * Restores the saved data into `queryClient`, then saves it on every change (at most once a
 * second). Resolves once restored, or once found unusable and discarded.
 */
export async function persistQueries(
  queryClient: QueryClient,
  { buster, storage = indexedDbStorage }: PersistOptions,
): Promise<void> {
  const persister = createAsyncStoragePersister({
    storage: forgiving(storage, buster),
    key: savedQueriesKey(),
    deserialize: (text) => readSaved(text, buster, Date.now()),
    // A full store drops the oldest data until the rest fits; any other failure gives up.
    retry: ({ error, ...failed }) =>
      error.name === 'QuotaExceededError' ? removeOldestQuery({ error, ...failed }) : undefined,
  });
  const [, restored] = persistQueryClient({
    queryClient,
    persister,
    buster,
    maxAge,
    dehydrateOptions: { shouldDehydrateQuery: shouldSave, shouldDehydrateMutation: () => false },
  });
  await restored.catch(() => undefined);
}

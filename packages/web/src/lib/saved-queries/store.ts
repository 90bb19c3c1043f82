import { del } from 'idb-keyval';
import { storageKey } from '../../config/base-path.ts';
import { savedBuildKey } from './saved-build.ts';

// Off the first screen's JavaScript (saved-build.ts is what it reads), with idb-keyval.

// Where the device keeps the last-seen data (docs/offline.md#data-on-the-device): IndexedDB,
// under the base path like every other key, so demo sandboxes on one origin stay apart.
export const savedQueriesKey = () => storageKey('savedQueries');

/** Notes which build's data IndexedDB holds, or that it holds none (null). */
export function writeSavedBuild(buster: string | null): void {
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

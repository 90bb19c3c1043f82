import { storageKey } from '../../config/base-path.ts';

// localStorage, read before the first render: the build whose data IndexedDB holds
// (docs/offline.md#data-on-the-device). A first visit, or the first after a new build, has
// nothing to restore and need not wait for it.
export const savedBuildKey = () => storageKey('savedQueriesBuild');

export function readSavedBuild(): string | null {
  // Inside the try: where storage is blocked, reading `localStorage` itself throws.
  try {
    return localStorage.getItem(savedBuildKey());
  } catch {
    return null;
  }
}

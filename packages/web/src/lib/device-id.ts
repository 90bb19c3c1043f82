import { storageKey } from '../config/base-path.ts';

// The supplier knows a device by this id; the name is the one earlier portal builds used
// (under a base path, prefixed with it: config/base-path.ts).
export const deviceIdKey = 'onesignalId';
const key = () => storageKey(deviceIdKey);

// A plain pattern rather than a schema library: this runs on the first screen, whose
// JavaScript has a size budget.
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stored device id, or null when there is none or it is not a UUID. */
export function storedDeviceId(storage: Storage): string | null {
  const stored = storage.getItem(key());
  return stored !== null && uuidPattern.test(stored) ? stored : null;
}

/** The stored device id, replaced by a fresh random UUID when missing or not a UUID. */
export function getDeviceId(storage: Storage): string {
  const stored = storedDeviceId(storage);
  if (stored !== null) return stored;
  const fresh = crypto.randomUUID();
  storage.setItem(key(), fresh);
  return fresh;
}

/** Forgets the device id (activation 500: the next activation starts from a new id). */
export function clearDeviceId(storage: Storage): void {
  storage.removeItem(key());
}

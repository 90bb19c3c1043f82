// zod/mini: the tree-shakable build, as this runs on the first screen (bundle budget).
import * as z from 'zod/mini';

// The supplier knows a device by this id; the name is the one earlier portal builds used.
export const deviceIdKey = 'onesignalId';

const deviceIdSchema = z.uuid();

/** The stored device id, replaced by a fresh random UUID when missing or not a UUID. */
export function getDeviceId(storage: Storage): string {
  const stored = storage.getItem(deviceIdKey);
  if (stored !== null && deviceIdSchema.safeParse(stored).success) return stored;
  const fresh = crypto.randomUUID();
  storage.setItem(deviceIdKey, fresh);
  return fresh;
}

/** Forgets the device id (activation 500: the next activation starts from a new id). */
export function clearDeviceId(storage: Storage): void {
  storage.removeItem(deviceIdKey);
}

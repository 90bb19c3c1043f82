import { storageKey } from '../config/base-path.ts';

/** The part shortcuts saved in Settings, kept on the device under this name (and base path). */
export const quickLaunchPartsKey = 'quickLaunchParts';
const key = () => storageKey(quickLaunchPartsKey);

/** The saved shortcuts; anything unreadable counts as none rather than breaking the form. */
export function readQuickLaunchParts(storage: Storage): string[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(key()) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((part): part is string => typeof part === 'string' && part.trim() !== '')
      : [];
  } catch {
    return [];
  }
}

export function writeQuickLaunchParts(storage: Storage, parts: readonly string[]): void {
  storage.setItem(key(), JSON.stringify(parts));
}

export type AddedPart =
  | { outcome: 'added'; parts: string[] }
  | { outcome: 'empty' }
  | { outcome: 'duplicate'; existing: string };

/**
 * Adding refuses a part already in the list. Compared trimmed and ignoring case,
 * as 'oil filter' and 'Oil Filter ' are the same shortcut to a garage.
 */
export function addQuickLaunchPart(parts: readonly string[], typed: string): AddedPart {
  const part = typed.trim();
  if (part === '') return { outcome: 'empty' };
  const existing = parts.find((saved) => saved.toLowerCase() === part.toLowerCase());
  if (existing !== undefined) return { outcome: 'duplicate', existing };
  return { outcome: 'added', parts: [...parts, part] };
}

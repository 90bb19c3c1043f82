/** Spec section 3: the part shortcuts saved in Settings, kept on the device under this name. */
export const quickLaunchPartsKey = 'quickLaunchParts';

/** The saved shortcuts; anything unreadable counts as none rather than breaking the form. */
export function readQuickLaunchParts(storage: Storage): string[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(quickLaunchPartsKey) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((part): part is string => typeof part === 'string' && part.trim() !== '')
      : [];
  } catch {
    return [];
  }
}

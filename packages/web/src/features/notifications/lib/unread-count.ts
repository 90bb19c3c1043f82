import { useSyncExternalStore } from 'react';

// The count the notifier works out (docs/notifications.md#the-unread-count), kept here so the
// Enquiries screen's title can read it without loading the notifier's code.
let unreadCount = 0;
const listeners = new Set<() => void>();

export function setUnreadCount(count: number) {
  if (count === unreadCount) return;
  unreadCount = count;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const useUnreadCount = () => useSyncExternalStore(subscribe, () => unreadCount);

/** The tab's title while something is unread. */
export const unreadTitle = (count: number, companyName: string) =>
  `(${count}) Enquiries · ${companyName}`;

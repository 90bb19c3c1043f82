import { paths } from '../../../config/paths.ts';
import { notificationPermission, readDesktopNotifications } from '../../../lib/notify.ts';
import type { EnquiryEvent } from './enquiry-events.ts';
import { eventText, summaryText, summaryThreshold } from './notification-text.ts';

/** What one system notification says, and the screen a click on it opens. */
export type SystemNotice = { text: string; path: string };

/** As the toasts: one each, or one summary opening the list when there are many. */
export function systemNotices(events: readonly EnquiryEvent[]): SystemNotice[] {
  if (events.length >= summaryThreshold) return [{ text: summaryText(events), path: paths.home }];
  return events.map((event) => ({ text: eventText(event), path: paths.enquiry(event.enquiryId) }));
}

/** Raises the notices through the page's Notification API; a click focuses the tab and opens. */
export function raiseSystemNotices(
  notices: readonly SystemNotice[],
  open: (path: string) => void,
): void {
  for (const { text, path } of notices) {
    const notification = new Notification(text);
    notification.addEventListener('click', () => {
      window.focus();
      open(path);
      notification.close();
    });
  }
}

/**
 * Events that came while the tab is hidden, raised as system notifications when the garage
 * turned them on in Settings, the browser allows them and this tab is the one that notifies.
 * A visible tab toasts them instead.
 */
export function notifyInBackground(
  events: readonly EnquiryEvent[],
  { isHolder, open }: { isHolder: () => boolean; open: (path: string) => void },
): void {
  if (events.length === 0 || document.visibilityState === 'visible') return;
  if (!readDesktopNotifications(localStorage) || notificationPermission() !== 'granted') return;
  if (!isHolder()) return;
  raiseSystemNotices(systemNotices(events), open);
}

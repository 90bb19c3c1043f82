import { paths } from '../../../config/paths.ts';
import { notificationPermission, readDesktopNotifications } from '../../../lib/notify.ts';
import type { EnquiryEvent } from './enquiry-events.ts';
import { eventText, summaryText, summaryThreshold } from './notification-text.ts';
import { noticeUrl } from './notice-url.ts';

/**
 * What one system notification says, the screen a click on it opens, and its tag: a newer
 * notice of the same kind on the same enquiry replaces the older one.
 */
export type SystemNotice = { text: string; path: string; tag: string };

/** As the toasts: one each, or one summary opening the list when there are many. */
export function systemNotices(events: readonly EnquiryEvent[]): SystemNotice[] {
  if (events.length >= summaryThreshold) {
    return [{ text: summaryText(events), path: paths.home, tag: 'enquiries' }];
  }
  return events.map((event) => ({
    text: eventText(event),
    path: paths.enquiry(event.enquiryId),
    tag: `enquiry-${event.enquiryId}-${event.kind}`,
  }));
}

/** The service worker's registration, when one is active for the page. */
async function activeRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  // Lib typings say `serviceWorker` is always there; insecure origins and jsdom have none.
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  const registration = await container?.getRegistration().catch(() => undefined);
  return registration?.active ? registration : undefined;
}

/** Through the page's Notification API: a click focuses the tab and opens the notice's screen. */
function raiseInPage({ text, path, tag }: SystemNotice, open: (path: string) => void) {
  const notification = new Notification(text, { tag });
  notification.addEventListener('click', () => {
    window.focus();
    open(path);
    notification.close();
  });
}

/**
 * Raises the notices through the service worker when one is active (its click handler focuses
 * a tab and posts it the notice's URL, or opens one there), else through the page.
 */
export async function raiseSystemNotices(
  notices: readonly SystemNotice[],
  open: (path: string) => void,
): Promise<void> {
  const registration = await activeRegistration();
  for (const notice of notices) {
    if (!registration) {
      raiseInPage(notice, open);
      continue;
    }
    const { text, path, tag } = notice;
    await registration
      .showNotification(text, { tag, data: { url: noticeUrl(path) } })
      .catch(() => raiseInPage(notice, open));
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
  void raiseSystemNotices(systemNotices(events), open);
}

// A stub of the browser's notifications for the notification journeys, installed with
// addInitScript before the portal loads (docs/notifications.md).
import type { Page } from 'playwright-core';

/**
 * Runs in the page: the permission (kept in localStorage so it outlives a reload; `granted`
 * from the start when `granted`), how often it was asked, and every notification raised,
 * through the page's `Notification` or the service worker's `showNotification`, whichever the
 * portal uses. A click on one does what each would: the page's focuses and fires `click`; the
 * worker's posts the page `{ type: 'open-url', url }`, as the worker's click handler does.
 * Hidden is faked too: headless Chromium's tab is always visible.
 */
export function stubNotifications(granted = false) {
  // Not in a new page's about:blank, where reading localStorage throws.
  if (!location.protocol.startsWith('http')) return;
  const permissionKey = 'stubNotificationPermission';
  if (granted) localStorage.setItem(permissionKey, 'granted');
  const raised: { title: string; click: () => void }[] = [];
  class StubNotification extends EventTarget {
    static get permission() {
      return localStorage.getItem(permissionKey) ?? 'default';
    }
    static requestPermission() {
      const asked = Number(localStorage.getItem('stubPermissionAsked') ?? 0);
      localStorage.setItem('stubPermissionAsked', String(asked + 1));
      localStorage.setItem(permissionKey, 'granted');
      return Promise.resolve('granted');
    }
    title: string;
    constructor(title: string) {
      super();
      this.title = title;
      raised.push({ title, click: () => this.dispatchEvent(new Event('click')) });
    }
    close() {}
  }
  Object.assign(window, { Notification: StubNotification, raisedNotifications: raised });
  // Absent outside secure contexts; the portal then has no worker either.
  if (typeof ServiceWorkerRegistration !== 'undefined') {
    ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
      const { url } = options?.data as { url: string };
      const open = new MessageEvent('message', { data: { type: 'open-url', url } });
      raised.push({ title, click: () => navigator.serviceWorker.dispatchEvent(open) });
      return Promise.resolve();
    };
  }
  let hidden = false;
  Object.defineProperty(document, 'visibilityState', {
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  Object.defineProperty(document, 'hidden', { get: () => hidden });
  Object.assign(window, {
    setHidden(value: boolean) {
      hidden = value;
      document.dispatchEvent(new Event('visibilitychange'));
    },
  });
}

type StubbedWindow = Window & {
  raisedNotifications: { title: string; click: () => void }[];
  setHidden: (hidden: boolean) => void;
};

/** The texts of the notifications the page raised, in order. */
export const raisedTitles = (page: Page) =>
  page.evaluate(() => (window as unknown as StubbedWindow).raisedNotifications.map((n) => n.title));

/** How often the page asked the browser's permission (kept across reloads). */
export const timesAsked = (page: Page) =>
  page.evaluate(() => Number(localStorage.getItem('stubPermissionAsked') ?? 0));

/** Hides the tab, or brings it back, as switching tabs would. */
export const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((value) => (window as unknown as StubbedWindow).setHidden(value), hidden);

/** Clicks the page's `index`th notification. */
export const clickNotification = (page: Page, index: number) =>
  page.evaluate(
    (at) => (window as unknown as StubbedWindow).raisedNotifications[at]?.click(),
    index,
  );

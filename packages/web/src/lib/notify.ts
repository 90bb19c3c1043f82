// Shared by the Settings switch and the notifier (docs/notifications.md#desktop-notifications).
import { storageKey } from '../config/base-path.ts';

/** The Settings switch "Desktop notifications", kept on the device under this name (and base path). */
export const desktopNotificationsKey = 'desktopNotifications';

/** Whether the garage turned the switch on, on this device. Off unless it did. */
export function readDesktopNotifications(storage: Storage): boolean {
  return storage.getItem(storageKey(desktopNotificationsKey)) === 'on';
}

export function writeDesktopNotifications(storage: Storage, on: boolean): void {
  storage.setItem(storageKey(desktopNotificationsKey), on ? 'on' : 'off');
}

/** The browser's answer so far, or 'unsupported' where it has no notifications. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

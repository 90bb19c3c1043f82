// Shared by the Settings switches, the notifier and the offer (docs/notifications.md).
import { storageKey } from '../config/base-path.ts';

/** The Settings switch "Desktop notifications", kept on the device under this name (and base path). */
export const desktopNotificationsKey = 'desktopNotifications';
/** The Settings switch "Sound for notifications", likewise. */
const notificationSoundKey = 'notificationSound';
/** Set once the portal has offered desktop notifications on this device. */
const notificationsOfferedKey = 'notificationsOffered';

const readSwitch = (storage: Storage, name: string) => storage.getItem(storageKey(name)) === 'on';
const writeSwitch = (storage: Storage, name: string, on: boolean) =>
  storage.setItem(storageKey(name), on ? 'on' : 'off');

/** Whether the garage turned the switch on, on this device. Off unless it did. */
export const readDesktopNotifications = (storage: Storage) =>
  readSwitch(storage, desktopNotificationsKey);

export const writeDesktopNotifications = (storage: Storage, on: boolean) =>
  writeSwitch(storage, desktopNotificationsKey, on);

/** Whether the garage turned the notification sound on, on this device. Off unless it did. */
export const readNotificationSound = (storage: Storage) =>
  readSwitch(storage, notificationSoundKey);

export const writeNotificationSound = (storage: Storage, on: boolean) =>
  writeSwitch(storage, notificationSoundKey, on);

/** The browser's answer so far, or 'unsupported' where it has no notifications. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Whether to offer desktop notifications now: never offered on this device, the browser can
 * show them and has not been asked, and the switch is off. Marks the offer as made.
 */
export function takeNotificationsOffer(storage: Storage): boolean {
  const key = storageKey(notificationsOfferedKey);
  if (storage.getItem(key) !== null) return false;
  if (notificationPermission() !== 'default' || readDesktopNotifications(storage)) return false;
  storage.setItem(key, new Date().toISOString());
  return true;
}

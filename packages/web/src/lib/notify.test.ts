// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readNotificationSound,
  takeNotificationsOffer,
  writeDesktopNotifications,
  writeNotificationSound,
} from './notify.ts';

let permission: NotificationPermission;
beforeEach(() => {
  permission = 'default';
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.head.replaceChildren();
});

describe('the offer of desktop notifications', () => {
  it('is made once on a device', () => {
    expect(takeNotificationsOffer(localStorage)).toBe(true);
    expect(takeNotificationsOffer(localStorage)).toBe(false);
  });

  it('is not made once the browser has been asked, whatever it answered', () => {
    permission = 'granted';
    expect(takeNotificationsOffer(localStorage)).toBe(false);
    permission = 'denied';
    expect(takeNotificationsOffer(localStorage)).toBe(false);
    // Nor counted as made: nothing was shown.
    permission = 'default';
    expect(takeNotificationsOffer(localStorage)).toBe(true);
  });

  it('is not made with the switch already on, nor where the browser has no notifications', () => {
    writeDesktopNotifications(localStorage, true);
    expect(takeNotificationsOffer(localStorage)).toBe(false);
    writeDesktopNotifications(localStorage, false);
    vi.stubGlobal('Notification', undefined);
    expect(takeNotificationsOffer(localStorage)).toBe(false);
  });

  it('is made once per portal: one under another base path on the origin offers again', () => {
    expect(takeNotificationsOffer(localStorage)).toBe(true);
    const base = document.createElement('base');
    base.setAttribute('href', '/s/sandbox/');
    document.head.append(base);
    expect(takeNotificationsOffer(localStorage)).toBe(true);
    expect(takeNotificationsOffer(localStorage)).toBe(false);
  });
});

describe('the notification sound setting', () => {
  it('is off until the garage turns it on, and kept for the device', () => {
    expect(readNotificationSound(localStorage)).toBe(false);
    writeNotificationSound(localStorage, true);
    expect(readNotificationSound(localStorage)).toBe(true);
    writeNotificationSound(localStorage, false);
    expect(readNotificationSound(localStorage)).toBe(false);
  });
});

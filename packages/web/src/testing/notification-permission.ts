import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The browser's Notification permission for a test file: `browser.permission` as it stands
 * (default at the start of each test), and `browser.answer` that `requestPermission` gives and
 * keeps (granted unless a test says otherwise).
 */
export function stubNotificationPermission() {
  const browser = {
    permission: 'default' as NotificationPermission,
    answer: 'granted' as NotificationPermission,
  };
  const requestPermission = vi.fn(() => {
    browser.permission = browser.answer;
    return Promise.resolve(browser.answer);
  });
  beforeEach(() => {
    browser.permission = 'default';
    browser.answer = 'granted';
    requestPermission.mockClear();
    vi.stubGlobal('Notification', {
      get permission() {
        return browser.permission;
      },
      requestPermission,
    });
  });
  afterEach(() => vi.unstubAllGlobals());
  return { browser, requestPermission };
}

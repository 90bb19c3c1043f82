// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EnquiryEvent } from './enquiry-events.ts';
import { notifyInBackground, raiseSystemNotices, systemNotices } from './system-notifications.ts';

const quote: EnquiryEvent = { kind: 'quote', enquiryId: 7, reg: 'AB12 CDE' };
const cancel: EnquiryEvent = { kind: 'cancellation', enquiryId: 8, reg: 'FG34 HIJ' };

let raised: string[];
let permission: NotificationPermission;
beforeEach(() => {
  raised = [];
  permission = 'granted';
  vi.stubGlobal(
    'Notification',
    class extends EventTarget {
      static get permission() {
        return permission;
      }
      constructor(title: string) {
        super();
        raised.push(title);
      }
    },
  );
  localStorage.setItem('desktopNotifications', 'on');
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.head.replaceChildren();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const notify = (isHolder = true) =>
  notifyInBackground([quote], { isHolder: () => isHolder, open: () => undefined });

describe('notifyInBackground', () => {
  it('raises a notification naming the registration while hidden, on and granted', async () => {
    notify();
    await vi.waitFor(() => expect(raised).toEqual(['AB12 CDE: quote received']));
  });

  it('raises nothing while the tab is visible: the toast tells it', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    notify();
    expect(raised).toEqual([]);
  });

  it('raises nothing with the switch off, or without the browser’s permission', () => {
    localStorage.setItem('desktopNotifications', 'off');
    notify();
    localStorage.setItem('desktopNotifications', 'on');
    permission = 'denied';
    notify();
    expect(raised).toEqual([]);
  });

  it('raises nothing in a tab that does not hold the notifier’s lock', () => {
    notify(false);
    expect(raised).toEqual([]);
  });
});

describe('systemNotices', () => {
  it('opens each enquiry, or the list for a summary of many', () => {
    expect(systemNotices([quote, cancel])).toEqual([
      { text: 'AB12 CDE: quote received', path: '/enquiries/7', tag: 'enquiry-7-quote' },
      {
        text: 'FG34 HIJ: cancelled by the supplier',
        path: '/enquiries/8',
        tag: 'enquiry-8-cancellation',
      },
    ]);
    expect(systemNotices([quote, cancel, { ...quote, enquiryId: 9 }])).toEqual([
      { text: '2 quotes and 1 cancellation', path: '/', tag: 'enquiries' },
    ]);
  });
});

describe('raiseSystemNotices', () => {
  const notice = { text: 'AB12 CDE: quote received', path: '/enquiries/7', tag: 'enquiry-7-quote' };
  const showNotification = vi.fn(() => Promise.resolve());
  function stubWorker(registration: object | undefined) {
    showNotification.mockClear();
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { getRegistration: () => Promise.resolve(registration) },
      configurable: true,
    });
  }

  it('goes through the active service worker, with the absolute URL its click opens', async () => {
    const base = document.createElement('base');
    base.setAttribute('href', '/s/sandbox/');
    document.head.append(base);
    stubWorker({ active: {}, showNotification });

    await raiseSystemNotices([notice], () => undefined);

    expect(showNotification).toHaveBeenCalledWith('AB12 CDE: quote received', {
      tag: 'enquiry-7-quote',
      data: { url: `${location.origin}/s/sandbox/enquiries/7` },
    });
    expect(raised).toEqual([]);
  });

  it('goes through the page without a worker, or with one not active yet', async () => {
    stubWorker(undefined);
    await raiseSystemNotices([notice], () => undefined);
    stubWorker({ active: null, showNotification });
    await raiseSystemNotices([notice], () => undefined);

    expect(raised).toEqual([notice.text, notice.text]);
    expect(showNotification).not.toHaveBeenCalled();
  });
});

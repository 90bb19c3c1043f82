import { act, cleanup, render } from '@testing-library/react';
import type { Enquiry } from '@garage/api-types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import toast, { Toaster } from 'react-hot-toast';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { stubMatchMedia } from '@garage/app-kit/testing';
import { myEnquiriesKey } from '../../../lib/enquiry-lists-key.ts';
import { makeEnquiry } from '../../../testing/make-enquiry.ts';
import { unreadTitle, useUnreadCount } from '../lib/unread-count.ts';
import Notifier from '../components/notifier.tsx';

// What the notifier tests share: the page they start from, the notifier rendered with the title
// and the location it changes, and the enquiries whose events they follow.

const favicon = '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>';
export const plainIcon = 'http://localhost:3000/favicon.svg';

let queryClient: QueryClient;

/** Each test starts with an empty cache, the plain favicon in the head and the tab in view. */
export function setUpNotifierPage() {
  beforeAll(stubMatchMedia);

  beforeEach(() => {
    queryClient = new QueryClient();
    const link = document.createElement('link');
    link.rel = 'icon';
    link.href = plainIcon;
    document.head.append(link);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(favicon))),
    );
    setVisibility('visible');
  });

  afterEach(() => {
    act(() => toast.remove());
    cleanup();
    // The favicon's link in the head, which no query sees.
    document.querySelector('link[rel="icon"]')?.remove();
    vi.unstubAllGlobals();
    localStorage.clear();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
}

/** The running test's query client, which the notifier watches. */
export const testQueryClient = () => queryClient;

export function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

/** The title the Enquiries screen shows from the count; the plain one when nothing is unread. */
export function Title() {
  const unread = useUnreadCount();
  return <title>{unread > 0 ? unreadTitle(unread, 'Acme Motors') : 'Enquiries'}</title>;
}

/** Where a click on a system notification took the portal. */
function Location() {
  return <p>{`Location: ${useLocation().pathname}`}</p>;
}

export function renderNotifier(list: Enquiry[], openEnquiryId?: number) {
  queryClient.setQueryData(myEnquiriesKey, list);
  const ui = (open?: number) => (
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <Title />
        <Notifier openEnquiryId={open} />
        <Toaster />
        <Location />
      </QueryClientProvider>
    </MemoryRouter>
  );
  const { rerender } = render(ui(openEnquiryId));
  return { open: (enquiryId?: number) => rerender(ui(enquiryId)) };
}

export const refresh = (list: Enquiry[]) =>
  act(() => void queryClient.setQueryData(myEnquiriesKey, list));
export const iconHref = () =>
  document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? '';
export const badge = () => decodeURIComponent(iconHref()).match(/>([^<]+)<\/text>/)?.[1];

export const waiting = makeEnquiry({ EnquiryId: 1, Reg: 'AB12 CDE', Status: 'Waiting' });
export const other = makeEnquiry({ EnquiryId: 2, Reg: 'FG34 HIJ', Status: 'Quoted' });

/** System notifications on and allowed, through the page's API; returns those raised. */
export function stubSystemNotifications() {
  localStorage.setItem('desktopNotifications', 'on');
  const raised: FakeNotification[] = [];
  class FakeNotification extends EventTarget {
    static permission = 'granted';
    close = vi.fn();
    constructor(readonly title: string) {
      super();
      raised.push(this);
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return raised;
}

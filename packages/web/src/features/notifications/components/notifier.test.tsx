// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { Enquiry } from '@garage/api-types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import toast, { Toaster } from 'react-hot-toast';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@garage/app-kit/testing';
import { myEnquiriesKey } from '../../../lib/enquiry-lists-key.ts';
import { quoteLinesKey } from '../../../lib/quote-lines.ts';
import { makeQuoteLine } from '../../../testing/make-quote-line.ts';
import { playNotificationSound } from '../../../lib/notification-sound.ts';
import { makeEnquiry } from '../../../testing/make-enquiry.ts';
import { unreadTitle, useUnreadCount } from '../lib/unread-count.ts';
import Notifier from './notifier.tsx';

vi.mock('../../../lib/notification-sound.ts', () => ({ playNotificationSound: vi.fn() }));

const favicon = '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>';
const plainIcon = 'http://localhost:3000/favicon.svg';

beforeAll(stubMatchMedia);

let queryClient: QueryClient;
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

/* eslint-disable testing-library/no-node-access -- the favicon's link in the head, which no query sees */
afterEach(() => {
  act(() => toast.remove());
  cleanup();
  document.querySelector('link[rel="icon"]')?.remove();
  vi.unstubAllGlobals();
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

/** The title the Enquiries screen shows from the count; the plain one when nothing is unread. */
function Title() {
  const unread = useUnreadCount();
  return <title>{unread > 0 ? unreadTitle(unread, 'Acme Motors') : 'Enquiries'}</title>;
}

/** Where a click on a system notification took the portal. */
function Location() {
  return <p>{`Location: ${useLocation().pathname}`}</p>;
}

function renderNotifier(list: Enquiry[], openEnquiryId?: number) {
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

const refresh = (list: Enquiry[]) => act(() => void queryClient.setQueryData(myEnquiriesKey, list));
const iconHref = () => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? '';
/* eslint-enable testing-library/no-node-access -- back to queries by role and text */
const badge = () => decodeURIComponent(iconHref()).match(/>([^<]+)<\/text>/)?.[1];

const waiting = makeEnquiry({ EnquiryId: 1, Reg: 'AB12 CDE', Status: 'Waiting' });
const other = makeEnquiry({ EnquiryId: 2, Reg: 'FG34 HIJ', Status: 'Quoted' });

describe('Notifier', () => {
  it('toasts a quote and counts it in the title and favicon until the enquiry is opened', async () => {
    const { open } = renderNotifier([waiting, other]);

    refresh([{ ...waiting, Status: 'Quoted' }, other]);

    expect(await screen.findByText('AB12 CDE: quote received')).toBeInTheDocument();
    expect(document.title).toBe('(1) Enquiries · Acme Motors');
    await vi.waitFor(() => expect(badge()).toBe('1'));

    open(1);

    expect(document.title).toBe('Enquiries');
    expect(iconHref()).toBe(plainIcon);
  });

  it('counts unread supplier messages until the garage reads them', async () => {
    renderNotifier([waiting, { ...other, GarageUnread: 1 }]);
    expect(document.title).toBe('(1) Enquiries · Acme Motors');

    refresh([waiting, { ...other, GarageUnread: 3 }]);

    expect(await screen.findByText('FG34 HIJ: 2 new messages')).toBeInTheDocument();
    expect(document.title).toBe('(3) Enquiries · Acme Motors');
    await vi.waitFor(() => expect(badge()).toBe('3'));

    // Reading the thread brings the supplier's unread count down.
    refresh([waiting, { ...other, GarageUnread: 0 }]);

    expect(document.title).toBe('Enquiries');
    expect(iconHref()).toBe(plainIcon);
  });

  // The notifier's code loads after the shell's (app/notifications.tsx): the list can come
  // between its first render and its effect watching the cache, and was then not counted
  // until the next refresh, 20 s on (seen in the browser journeys).
  it('counts the list that came between its first render and its watching the cache', () => {
    function ListArrives() {
      useLayoutEffect(() => {
        queryClient.setQueryData(myEnquiriesKey, [waiting, { ...other, GarageUnread: 1 }]);
      }, []);
      return null;
    }
    render(
      <MemoryRouter>
        <QueryClientProvider client={queryClient}>
          <Title />
          <Notifier openEnquiryId={undefined} />
          <ListArrives />
        </QueryClientProvider>
      </MemoryRouter>,
    );

    expect(document.title).toBe('(1) Enquiries · Acme Motors');
  });

  it('tells nothing of what the garage did itself', () => {
    renderNotifier([waiting, other]);

    // It ordered the quote, sent a message and raised an enquiry.
    refresh([
      waiting,
      { ...other, Status: 'Garage Confirmed', MessageCount: 1 },
      makeEnquiry({ EnquiryId: 3, Status: 'Order' }),
    ]);

    expect(document.title).toBe('Enquiries');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('counts an event on the enquiry open on screen as read', () => {
    renderNotifier([waiting, other], 1);

    refresh([{ ...waiting, Status: 'Cancelled' }, other]);

    expect(screen.getByText('AB12 CDE: cancelled by the supplier')).toBeInTheDocument();
    expect(document.title).toBe('Enquiries');
  });

  it('sums many events in one toast', async () => {
    const list = [11, 12, 13].map((id) => makeEnquiry({ EnquiryId: id, Status: 'Waiting' }));
    renderNotifier([...list, other]);

    refresh([
      ...list.map((enquiry) => ({ ...enquiry, Status: 'Quoted' as const })),
      {
        ...other,
        GarageUnread: 2,
      },
    ]);

    expect(await screen.findByText('3 quotes and 2 messages')).toBeInTheDocument();
    expect(screen.queryByText(/quote received/)).not.toBeInTheDocument();
    expect(document.title).toBe('(5) Enquiries · Acme Motors');
  });

  it('toasts what came while the tab was hidden when the garage comes back to it', async () => {
    renderNotifier([waiting, other]);
    setVisibility('hidden');

    refresh([{ ...waiting, Status: 'Quoted' }, other]);

    expect(document.title).toBe('(1) Enquiries · Acme Motors');
    expect(screen.queryByText('AB12 CDE: quote received')).not.toBeInTheDocument();

    setVisibility('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));

    expect(await screen.findByText('AB12 CDE: quote received')).toBeInTheDocument();
  });

  it('raises a system notification while hidden, whose click opens the enquiry', async () => {
    const raised = stubSystemNotifications();
    renderNotifier([waiting, other]);
    setVisibility('hidden');

    refresh([{ ...waiting, Status: 'Quoted' }, other]);

    await vi.waitFor(() =>
      expect(raised.map((notification) => notification.title)).toEqual([
        'AB12 CDE: quote received',
      ]),
    );
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    act(() => void raised[0]?.dispatchEvent(new Event('click')));
    expect(focus).toHaveBeenCalled();
    expect(await screen.findByText('Location: /enquiries/1')).toBeInTheDocument();
  });

  it('opens the list from a notification whose enquiry has gone from it meanwhile', async () => {
    const raised = stubSystemNotifications();
    renderNotifier([waiting, other]);
    setVisibility('hidden');
    refresh([{ ...waiting, Status: 'Quoted' }, other]);
    await vi.waitFor(() => expect(raised).toHaveLength(1));

    refresh([other]);
    vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    act(() => void raised[0]?.dispatchEvent(new Event('click')));

    expect(await screen.findByText('Location: /')).toBeInTheDocument();
  });

  it('opens in-app the screen the service worker posts when its notification is clicked', async () => {
    const worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    renderNotifier([waiting, other]);

    const post = (data: unknown) =>
      act(() => void worker.dispatchEvent(new MessageEvent('message', { data })));
    post({ type: 'something-else', url: `${location.origin}/settings` });
    post({ type: 'open-url', url: 'https://elsewhere.example/enquiries/2' });
    expect(screen.getByText('Location: /')).toBeInTheDocument();
    post({ type: 'open-url', url: `${location.origin}/enquiries/2` });

    expect(await screen.findByText('Location: /enquiries/2')).toBeInTheDocument();
  });

  describe('a re-quote', () => {
    const quoted = makeEnquiry({ EnquiryId: 101, Reg: 'YK19 HBN', Status: 'Quoted' });
    const pads = makeQuoteLine({ ResponseDetailId: 9001 });
    const discs = makeQuoteLine({ ResponseDetailId: 9002, PartNumber: 'BD-FO-2210', Qty: 2 });
    const filter = makeQuoteLine({ ResponseDetailId: 9011, PartNumber: 'AF-VA-0440', Qty: 4 });
    const refreshLines = (lines: (typeof pads)[]) =>
      act(() => void queryClient.setQueryData(quoteLinesKey(101), lines));

    it('is toasted as an updated quote, and read while its enquiry is open', async () => {
      renderNotifier([waiting, quoted], 101);
      refreshLines([pads, discs]);

      refreshLines([pads, filter]);

      expect(await screen.findByText('YK19 HBN: quote updated')).toBeInTheDocument();
      expect(document.title).toBe('Enquiries');
    });

    it('is counted and raised as a system notification while the tab is hidden', async () => {
      const raised = stubSystemNotifications();
      renderNotifier([waiting, quoted], 101);
      refreshLines([pads, discs]);
      setVisibility('hidden');

      refreshLines([discs]);

      await vi.waitFor(() =>
        expect(raised.map((notification) => notification.title)).toEqual([
          'YK19 HBN: quote updated',
        ]),
      );
      expect(document.title).toBe('(1) Enquiries · Acme Motors');
    });

    it('is not the garage ordering the quote, nor the same quote again', () => {
      renderNotifier([waiting, quoted], 101);
      refreshLines([pads, discs]);

      refreshLines([{ ...pads }, { ...discs }]);
      refreshLines([pads, { ...discs, Confirmed: 1 }]);

      expect(screen.queryByText(/quote updated/)).not.toBeInTheDocument();
    });
  });

  it('plays the sound once for a batch of events when the garage turned it on', () => {
    vi.mocked(playNotificationSound).mockClear();
    renderNotifier([waiting, { ...other, GarageUnread: 0 }]);

    refresh([
      { ...waiting, Status: 'Quoted' },
      { ...other, GarageUnread: 1 },
    ]);
    expect(playNotificationSound).not.toHaveBeenCalled();

    localStorage.setItem('notificationSound', 'on');
    refresh([
      { ...waiting, Status: 'Cancelled' },
      { ...other, GarageUnread: 2 },
    ]);
    expect(playNotificationSound).toHaveBeenCalledOnce();
    // Nothing new: no sound.
    refresh([
      { ...waiting, Status: 'Cancelled' },
      { ...other, GarageUnread: 0 },
    ]);
    expect(playNotificationSound).toHaveBeenCalledOnce();
  });
});

/** System notifications on and allowed, through the page's API; returns those raised. */
function stubSystemNotifications() {
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

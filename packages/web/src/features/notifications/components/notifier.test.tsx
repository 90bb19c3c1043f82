// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { myEnquiriesKey } from '../../../lib/enquiry-lists-key.ts';
import { keepStartingList } from '../../../lib/starting-list.ts';
import { playNotificationSound } from '../../../lib/notification-sound.ts';
import { makeEnquiry } from '../../../testing/make-enquiry.ts';
import {
  badge,
  iconHref,
  other,
  plainIcon,
  refresh,
  renderNotifier,
  setUpNotifierPage,
  setVisibility,
  testQueryClient,
  Title,
  waiting,
} from '../testing/notifier-setup.tsx';
import Notifier from './notifier.tsx';

// What the notifier counts and toasts. System notifications and re-quotes have files of their
// own (notifier.system-notifications.test.tsx, notifier.requote.test.tsx).

vi.mock('../../../lib/notification-sound.ts', () => ({ playNotificationSound: vi.fn() }));

setUpNotifierPage();

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
    const queryClient = testQueryClient();
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

  // Its code runs once the first screen is drawn (lib/after-first-screen.ts): on a device that
  // kept its data, the fresh list is in by then, and the kept one is still where it starts.
  it('toasts what the supplier did since the list the device kept, when the fresh one came first', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(myEnquiriesKey, [waiting, other]);
    keepStartingList(queryClient);
    queryClient.setQueryData(myEnquiriesKey, [{ ...waiting, Status: 'Quoted' }, other]);
    render(
      <MemoryRouter>
        <QueryClientProvider client={queryClient}>
          <Title />
          <Notifier openEnquiryId={undefined} />
          <Toaster />
        </QueryClientProvider>
      </MemoryRouter>,
    );

    expect(await screen.findByText('AB12 CDE: quote received')).toBeInTheDocument();
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

// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  other,
  refresh,
  renderNotifier,
  setUpNotifierPage,
  setVisibility,
  stubSystemNotifications,
  waiting,
} from '../testing/notifier-setup.tsx';

// Events told outside the tab: the system notifications raised while it is hidden, and the
// screens their clicks open, from the page or from the service worker.

setUpNotifierPage();

describe('Notifier', () => {
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
});

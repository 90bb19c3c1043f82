// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@garage/app-kit/testing';
import { readDesktopNotifications } from '../../lib/notify.ts';
import { stubNotificationPermission } from '../../testing/notification-permission.ts';
import { offerNotificationsOnce, offerText, turnOnText } from './notification-offer.tsx';

beforeAll(stubMatchMedia);

const { browser, requestPermission } = stubNotificationPermission();
afterEach(() => {
  vi.useRealTimers();
  act(() => toast.remove());
  cleanup();
  localStorage.clear();
});

/** Offers, with the toasts on screen as the app has them after a click. */
function offer() {
  render(<Toaster />);
  act(() => offerNotificationsOnce());
}

describe('the offer of desktop notifications', () => {
  it('asks the browser only from its button, and turns the switch on when allowed', async () => {
    offer();
    expect(await screen.findByText(offerText)).toBeInTheDocument();
    expect(requestPermission).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: turnOnText }));

    expect(requestPermission).toHaveBeenCalledOnce();
    expect(await screen.findByText('Desktop notifications are on')).toBeInTheDocument();
    expect(readDesktopNotifications(localStorage)).toBe(true);
  });

  it('is shown once on the device, even when dismissed', () => {
    vi.useFakeTimers();
    offer();
    // user-event waits on timers that the fake clock holds.
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    // A dismissed toast leaves after its exit, a second later.
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByText(offerText)).not.toBeInTheDocument();

    act(() => offerNotificationsOnce());

    expect(screen.queryByText(offerText)).not.toBeInTheDocument();
    expect(requestPermission).not.toHaveBeenCalled();
    expect(readDesktopNotifications(localStorage)).toBe(false);
  });

  it('leaves the switch off when the browser refuses', async () => {
    browser.answer = 'denied';
    offer();
    await userEvent.click(await screen.findByRole('button', { name: turnOnText }));

    expect(requestPermission).toHaveBeenCalledOnce();
    expect(readDesktopNotifications(localStorage)).toBe(false);
  });
});

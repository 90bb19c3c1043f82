// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playNotificationSound } from '../../../lib/notification-sound.ts';
import { stubNotificationPermission } from '../../../testing/notification-permission.ts';
import { DesktopNotifications, NotificationSound } from './desktop-notifications.tsx';

vi.mock('../../../lib/notification-sound.ts', () => ({ playNotificationSound: vi.fn() }));

const blocked =
  'Notifications are blocked for this site. Allow them in your browser’s site settings, then turn this on again.';

const { browser, requestPermission } = stubNotificationPermission();
beforeEach(() => {
  localStorage.clear();
  vi.mocked(playNotificationSound).mockClear();
});
afterEach(cleanup);

const theSwitch = () => screen.getByRole('switch', { name: 'Desktop notifications' });

describe('DesktopNotifications', () => {
  it('asks the browser only when the garage turns it on, and keeps it on for the device', async () => {
    render(<DesktopNotifications />);
    expect(requestPermission).not.toHaveBeenCalled();
    expect(theSwitch()).not.toBeChecked();

    await userEvent.click(theSwitch());

    expect(requestPermission).toHaveBeenCalledOnce();
    expect(theSwitch()).toBeChecked();
    cleanup();
    render(<DesktopNotifications />);
    expect(theSwitch()).toBeChecked();
    expect(requestPermission).toHaveBeenCalledOnce();

    await userEvent.click(theSwitch());
    cleanup();
    render(<DesktopNotifications />);
    expect(theSwitch()).not.toBeChecked();
  });

  it('stays off and says how to allow them again when the browser refuses', async () => {
    browser.answer = 'denied';
    render(<DesktopNotifications />);
    expect(screen.queryByText(blocked)).not.toBeInTheDocument();

    await userEvent.click(theSwitch());

    expect(theSwitch()).not.toBeChecked();
    expect(screen.getByText(blocked)).toBeInTheDocument();
  });

  it('says so on load when the browser already blocks them', () => {
    browser.permission = 'denied';
    localStorage.setItem('desktopNotifications', 'on');
    render(<DesktopNotifications />);
    expect(theSwitch()).not.toBeChecked();
    expect(screen.getByText(blocked)).toBeInTheDocument();
  });
});

describe('NotificationSound', () => {
  const soundSwitch = () => screen.getByRole('switch', { name: 'Sound for notifications' });

  it('is off by default, plays the sound once when turned on, and stays on for the device', async () => {
    render(<NotificationSound />);
    expect(soundSwitch()).not.toBeChecked();

    await userEvent.click(soundSwitch());

    expect(soundSwitch()).toBeChecked();
    expect(playNotificationSound).toHaveBeenCalledOnce();
    expect(requestPermission).not.toHaveBeenCalled();
    cleanup();
    render(<NotificationSound />);
    expect(soundSwitch()).toBeChecked();

    await userEvent.click(soundSwitch());
    cleanup();
    render(<NotificationSound />);
    expect(soundSwitch()).not.toBeChecked();
    expect(playNotificationSound).toHaveBeenCalledOnce();
  });
});

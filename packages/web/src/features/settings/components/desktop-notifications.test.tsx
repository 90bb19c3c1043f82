// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DesktopNotifications } from './desktop-notifications.tsx';

const blocked =
  'Notifications are blocked for this site. Allow them in your browser’s site settings, then turn this on again.';

let permission: NotificationPermission;
let answer: NotificationPermission;
const requestPermission = vi.fn(() => {
  permission = answer;
  return Promise.resolve(answer);
});
beforeEach(() => {
  localStorage.clear();
  permission = 'default';
  answer = 'granted';
  requestPermission.mockClear();
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission,
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
    answer = 'denied';
    render(<DesktopNotifications />);
    expect(screen.queryByText(blocked)).not.toBeInTheDocument();

    await userEvent.click(theSwitch());

    expect(theSwitch()).not.toBeChecked();
    expect(screen.getByText(blocked)).toBeInTheDocument();
  });

  it('says so on load when the browser already blocks them', () => {
    permission = 'denied';
    localStorage.setItem('desktopNotifications', 'on');
    render(<DesktopNotifications />);
    expect(theSwitch()).not.toBeChecked();
    expect(screen.getByText(blocked)).toBeInTheDocument();
  });
});

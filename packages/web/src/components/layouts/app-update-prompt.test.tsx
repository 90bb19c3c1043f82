// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AppUpdatePrompt from './app-update-prompt.tsx';
import { updateCheckInterval, type PortalWorker } from './use-app-update.ts';

/** workbox-window's Workbox as the prompt uses it, for a worker of a new build or none. */
function fakeWorker({ waiting }: { waiting: boolean }) {
  const listeners = new Map<string, Set<() => void>>();
  const worker = {
    addEventListener: vi.fn((type: string, listener: () => void) => {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
    }),
    removeEventListener: vi.fn((type: string, listener: () => void) => {
      listeners.get(type)?.delete(listener);
    }),
    register: vi.fn(() =>
      Promise.resolve({ waiting: waiting ? {} : null } as ServiceWorkerRegistration),
    ),
    update: vi.fn(() => Promise.resolve()),
    messageSkipWaiting: vi.fn(),
  };
  const emit = (type: string) => listeners.get(type)?.forEach((listener) => listener());
  return { worker: worker as unknown as PortalWorker & typeof worker, emit };
}

const reload = vi.fn();
beforeEach(() => {
  reload.mockReset();
  vi.stubGlobal('location', { reload });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function renderPrompt(worker: PortalWorker) {
  render(<AppUpdatePrompt createWorker={() => worker} />);
  await act(() => Promise.resolve());
}

describe('AppUpdatePrompt', () => {
  it('registers the worker and says nothing while no new build is waiting', async () => {
    const { worker } = fakeWorker({ waiting: false });
    await renderPrompt(worker);
    expect(worker.register).toHaveBeenCalledWith({ immediate: true });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('offers a new build, and its Reload lets the new worker take over, then reloads', async () => {
    const { worker, emit } = fakeWorker({ waiting: true });
    await renderPrompt(worker);
    act(() => emit('waiting'));
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available');

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    emit('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('just reloads when another tab has let the new worker take over already', async () => {
    const { worker, emit } = fakeWorker({ waiting: false });
    await renderPrompt(worker);
    act(() => emit('waiting'));
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('asks the host for a new build every hour and whenever the tab is shown again', async () => {
    vi.useFakeTimers();
    const { worker } = fakeWorker({ waiting: false });
    await renderPrompt(worker);
    expect(worker.update).not.toHaveBeenCalled();

    vi.advanceTimersByTime(updateCheckInterval);
    expect(worker.update).toHaveBeenCalledTimes(1);

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(worker.update).toHaveBeenCalledTimes(1);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(worker.update).toHaveBeenCalledTimes(2);
  });

  it('keeps the page working when a check fails offline', async () => {
    vi.useFakeTimers();
    const { worker } = fakeWorker({ waiting: false });
    worker.update.mockRejectedValue(new TypeError('Failed to fetch'));
    await renderPrompt(worker);
    vi.advanceTimersByTime(updateCheckInterval);
    await act(() => Promise.resolve());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

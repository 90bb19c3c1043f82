import { describe, expect, it, vi } from 'vitest';
import { openInPortalWindow } from './open-url.ts';

const url = 'https://portal.example/s/abc/enquiries/101';

function portalWindow(state: { focused: boolean; visibilityState: DocumentVisibilityState }) {
  return { ...state, postMessage: vi.fn(), focus: vi.fn(() => Promise.resolve()) };
}

/** The worker's clients holding `windows`, and the fakes of the calls made on them. */
function clientsWith(windows: ReturnType<typeof portalWindow>[]) {
  const matchAll = vi.fn(() => Promise.resolve(windows));
  const openWindow = vi.fn(() => Promise.resolve(null));
  return { clients: { matchAll, openWindow } as unknown as Clients, matchAll, openWindow };
}

describe('a notification clicked', () => {
  it('opens its screen in the focused portal window rather than a hidden or a visible one', async () => {
    const hidden = portalWindow({ focused: false, visibilityState: 'hidden' });
    const visible = portalWindow({ focused: false, visibilityState: 'visible' });
    const focused = portalWindow({ focused: true, visibilityState: 'visible' });
    const { clients, matchAll, openWindow } = clientsWith([hidden, visible, focused]);

    await openInPortalWindow(clients, url);

    expect(matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    expect(focused.postMessage).toHaveBeenCalledWith({ type: 'open-url', url });
    expect(focused.focus).toHaveBeenCalled();
    expect(visible.postMessage).not.toHaveBeenCalled();
    expect(hidden.postMessage).not.toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('prefers a visible window to a hidden one, and uses a hidden one when it is all there is', async () => {
    const hidden = portalWindow({ focused: false, visibilityState: 'hidden' });
    const visible = portalWindow({ focused: false, visibilityState: 'visible' });
    await openInPortalWindow(clientsWith([hidden, visible]).clients, url);
    expect(visible.postMessage).toHaveBeenCalledWith({ type: 'open-url', url });
    expect(hidden.postMessage).not.toHaveBeenCalled();

    const only = portalWindow({ focused: false, visibilityState: 'hidden' });
    await openInPortalWindow(clientsWith([only]).clients, url);
    expect(only.postMessage).toHaveBeenCalledWith({ type: 'open-url', url });
  });

  it('opens a new window at the screen when no portal window is open', async () => {
    const { clients, openWindow } = clientsWith([]);
    await openInPortalWindow(clients, url);
    expect(openWindow).toHaveBeenCalledWith(url);
  });
});

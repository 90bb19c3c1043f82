import { useEffect, useRef } from 'react';
import { isOpenUrlMessage } from '../../../lib/worker-messages.ts';
import { portalRoute } from '../lib/notice-url.ts';

/**
 * Opens in-app (no reload, so nothing typed elsewhere is lost) the screen the service worker
 * asks for when the garage clicks one of its notifications.
 */
export function useOpenUrlMessages(open: (path: string) => void) {
  const latestOpen = useRef(open);
  useEffect(() => {
    latestOpen.current = open;
  });
  useEffect(() => {
    // Lib typings say `serviceWorker` is always there; insecure origins and jsdom have none.
    const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
    if (!container) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (!isOpenUrlMessage(event.data)) return;
      const route = portalRoute(event.data.url);
      if (route !== null) latestOpen.current(route);
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, []);
}

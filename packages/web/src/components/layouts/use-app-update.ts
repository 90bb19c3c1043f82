import { Workbox } from 'workbox-window';
import { useCallback, useEffect, useState } from 'react';
import { basePath } from '../../config/base-path.ts';

/** What the prompt needs of workbox-window's Workbox: a fake stands in for it in tests. */
export type PortalWorker = Pick<
  Workbox,
  'addEventListener' | 'removeEventListener' | 'register' | 'update' | 'messageSkipWaiting'
>;

/** How often an open portal asks the host for a new build, besides when it is shown again. */
export const updateCheckInterval = 60 * 60 * 1000;

/**
 * The worker beside index.html, under the portal's base path: its scope is the portal's, so a
 * sandbox's worker controls only that sandbox (docs/offline.md). Only in a production build in
 * a browser: `vite` dev has no worker, nor has jsdom.
 */
export const portalWorker: (() => PortalWorker) | null =
  import.meta.env.PROD && 'serviceWorker' in navigator
    ? () => new Workbox(`${basePath()}/sw.js`, { scope: `${basePath()}/` })
    : null;

type AppUpdate = { waiting: boolean; reload: () => void };
type Registered = { worker: PortalWorker; registration: ServiceWorkerRegistration | undefined };

/**
 * Registers the portal's worker and says when a new build's worker is waiting. `reload` lets
 * it take over, then reloads the page onto it. The host is asked for a new build every hour
 * and whenever the tab is shown again, so an open tab never keeps an old build for ever.
 */
export function useAppUpdate(createWorker = portalWorker): AppUpdate {
  const [registered, setRegistered] = useState<Registered>();
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    if (createWorker === null) return undefined;
    const worker = createWorker();
    const onWaiting = () => setWaiting(true);
    worker.addEventListener('waiting', onWaiting);
    // Without a worker the portal works as before, only not offline.
    worker.register({ immediate: true }).then(
      (registration) => setRegistered({ worker, registration }),
      () => undefined,
    );
    // Offline, the check fails: the next one tries again.
    const check = () => void worker.update().catch(() => undefined);
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const hourly = setInterval(check, updateCheckInterval);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      worker.removeEventListener('waiting', onWaiting);
      clearInterval(hourly);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [createWorker]);

  const reload = useCallback(() => {
    // Another tab may have let the new worker take over already: then a reload is all.
    if (!registered?.registration?.waiting) {
      location.reload();
      return;
    }
    registered.worker.addEventListener('controlling', () => location.reload());
    registered.worker.messageSkipWaiting();
  }, [registered]);

  return { waiting, reload };
}

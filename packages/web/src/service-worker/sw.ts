// The portal's service worker (docs/offline.md), built by vite-plugin-pwa (injectManifest):
// the app shell from the precache, config.json from the network when it can be had, and
// notification clicks brought to a portal window.
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { warmStrategyCache } from 'workbox-recipes';
import { NetworkFirst } from 'workbox-strategies';
import { navigationDenylist } from '../lib/portal-navigation.ts';
import { openInPortalWindow } from './open-url.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
};

// The build's files, named by vite-plugin-pwa: index.html, icons and manifest beside this
// worker (so a sandbox's worker caches its own page), the hashed bundles at /static/.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any portal screen, reloaded or opened offline, is index.html: the router draws the rest.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: navigationDenylist(new URL(self.registration.scope).pathname),
  }),
);

// The deployment's own file, edited in place: the newest when the network answers, the last
// one seen when it does not (fetched as the worker installs, so a first offline visit has it).
// Never precached, so an edit shows without a new build.
// ignoreVary: a host may vary it by Origin (CORS), which the page's request and the install's
// need not share.
const runtimeConfig = new NetworkFirst({
  cacheName: 'runtime-config',
  matchOptions: { ignoreVary: true },
});
const runtimeConfigUrl = new URL('config.json', self.registration.scope).href;
registerRoute(({ url }) => url.href === runtimeConfigUrl, runtimeConfig);
warmStrategyCache({ urls: [runtimeConfigUrl], strategy: runtimeConfig });

// A new build waits until the page's "Reload" asks it to take over (workbox-window's
// messageSkipWaiting); the first one takes the open pages at once, so they work offline.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

// The page shows a notification with data.url, the screen to open (docs/offline.md).
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url } = (event.notification.data ?? {}) as { url?: unknown };
  if (typeof url === 'string') event.waitUntil(openInPortalWindow(self.clients, url));
});

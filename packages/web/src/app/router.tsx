import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ShellLayout } from '../components/layouts/shell-layout.tsx';
import { basePath } from '../config/base-path.ts';
import { paths } from '../config/paths.ts';
import { BootFrame } from './boot-frame.tsx';
import { RouteError } from './route-error.tsx';
import { Component as Enquiries } from './routes/enquiries.tsx';

// The enquiries screen is the home screen, on nearly every first visit: it comes with the
// entry, so its code downloads beside the framework's, not after the entry has run. Every
// other screen loads lazily, so the first screen's JavaScript stays small (a budget checked
// by scripts/check-bundle-size.mjs). Likewise the notifications, which run beside every
// signed-in screen.
const Notifications = lazy(() => import('./notifications.tsx'));

/** The signed-in screens' layout route: its screens need the garage's session. */
export const shellRouteId = 'shell';

const screens: RouteObject[] = [
  { path: paths.login, lazy: () => import('./routes/login.tsx') },
  { path: paths.error, lazy: () => import('./routes/error.tsx') },
  {
    id: shellRouteId,
    element: <ShellLayout signedIn={<Notifications />} />,
    children: [
      { path: paths.home, Component: Enquiries },
      { path: paths.enquiries, Component: Enquiries },
      { path: '/enquiries/:enqId', Component: Enquiries },
      { path: paths.tracking, lazy: () => import('./routes/tracking.tsx') },
      { path: paths.returns, lazy: () => import('./routes/returns.tsx') },
      { path: paths.news, lazy: () => import('./routes/news.tsx') },
      { path: '/news/:newsId', lazy: () => import('./routes/news.tsx') },
      { path: paths.settings, lazy: () => import('./routes/settings.tsx') },
    ],
  },
];

/**
 * A screen that throws while drawing shows RouteError, whichever screen it is. A full load of a
 * lazy screen (/settings, /login...) starts the router before that screen's code is in: until
 * it is, the router draws the boot frame index.html painted, so the page neither goes blank nor
 * moves (with no fallback it drew nothing, and warned so on the console).
 */
export function createRouter() {
  return createBrowserRouter(
    [{ errorElement: <RouteError />, hydrateFallbackElement: <BootFrame />, children: screens }],
    { basename: basePath() },
  );
}

export type AppRouter = ReturnType<typeof createRouter>;

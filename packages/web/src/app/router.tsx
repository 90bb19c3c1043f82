import { createBrowserRouter } from 'react-router-dom';
import { ShellLayout } from '../components/layouts/shell-layout.tsx';
import { paths } from '../config/paths.ts';

// Screens load lazily: the first screen's JavaScript stays small (a budget checked in tests).
export function createRouter() {
  return createBrowserRouter([
    { path: paths.login, lazy: () => import('./routes/login.tsx') },
    { path: paths.error, lazy: () => import('./routes/error.tsx') },
    {
      element: <ShellLayout />,
      children: [
        { path: paths.home, lazy: () => import('./routes/enquiries.tsx') },
        { path: paths.enquiries, lazy: () => import('./routes/enquiries.tsx') },
        { path: '/enquiries/:enqId', lazy: () => import('./routes/enquiries.tsx') },
        { path: paths.tracking, lazy: () => import('./routes/tracking.tsx') },
        { path: paths.returns, lazy: () => import('./routes/returns.tsx') },
        { path: paths.news, lazy: () => import('./routes/news.tsx') },
        { path: '/news/:newsId', lazy: () => import('./routes/news.tsx') },
        { path: paths.settings, lazy: () => import('./routes/settings.tsx') },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createRouter>;

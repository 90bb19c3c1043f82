import { createBrowserRouter } from 'react-router-dom';
import { ShellLayout } from '../components/layouts/shell-layout.tsx';
import { paths } from '../config/paths.ts';

// Screens load lazily: the first screen's JavaScript stays small (a budget checked in tests).
const placeholder = (name: 'Tracking' | 'Returns' | 'News' | 'Settings') => async () => {
  const screens = await import('./routes/placeholders.tsx');
  return { Component: screens[`${name}Placeholder`] };
};

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
        { path: paths.tracking, lazy: placeholder('Tracking') },
        { path: paths.returns, lazy: placeholder('Returns') },
        { path: paths.news, lazy: placeholder('News') },
        { path: '/news/:newsId', lazy: placeholder('News') },
        { path: paths.settings, lazy: placeholder('Settings') },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createRouter>;

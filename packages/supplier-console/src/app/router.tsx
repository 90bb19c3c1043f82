import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ConsoleLayout } from './console-layout.tsx';
import { EnquiryDetail, NoEnquiryChosen } from './enquiry-detail.tsx';
import { RouteError } from './route-error.tsx';

/** The console's routes, under the mock's /console/ (vite.config.ts's base) or /s/{id}/console/. */
export const routes = [
  {
    path: '/',
    element: <ConsoleLayout />,
    // A render failure anywhere shows a message and a way back, never a blank page.
    errorElement: <RouteError />,
    children: [
      { index: true, element: <NoEnquiryChosen /> },
      {
        path: 'enquiries/:enquiryId',
        element: <EnquiryDetail />,
        errorElement: <RouteError nested />,
      },
    ],
  },
];

export function AppRouter({ basename }: { basename: string }) {
  const [router] = useState(() => createBrowserRouter(routes, { basename }));
  return <RouterProvider router={router} />;
}

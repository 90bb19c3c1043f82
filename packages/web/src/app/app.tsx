import { RouterProvider } from 'react-router-dom';
import { createAppApi } from './api.ts';
import { AppProvider } from './provider.tsx';
import { createRouter } from './router.tsx';

const router = createRouter();
const api = createAppApi(router);

export function App() {
  return (
    <AppProvider api={api}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

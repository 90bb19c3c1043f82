import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { ApiProvider, type Api } from '../lib/api-context.tsx';
import { createQueryClient } from '../lib/query-client.ts';

const queryClient = createQueryClient();
const maxToasts = 20;

/** Spec section 8/9: bottom centre, dark, success 2 s, error 4 s, at most 20 on screen. */
export function Toasts() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((shown) => shown.visible)
      .slice(maxToasts)
      .forEach((extra) => toast.dismiss(extra.id));
  }, [toasts]);
  return (
    <Toaster
      position="bottom-center"
      toastOptions={{
        style: { background: '#1f2937', color: '#fff' },
        success: { duration: 2000 },
        error: { duration: 4000 },
      }}
    />
  );
}

export function AppProvider({ api, children }: { api: Api; children: ReactNode }) {
  return (
    <ApiProvider api={api}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toasts />
      </QueryClientProvider>
    </ApiProvider>
  );
}

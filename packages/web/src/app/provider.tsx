import type { RuntimeConfig } from '@garage/hosting/runtime-config';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ApiProvider, type Api } from '../lib/api-context.tsx';
import { RuntimeConfigProvider } from '../lib/runtime-config-context.tsx';
import { toastsWantedEvent } from '../lib/toasts-wanted.ts';

// Off the first screen's JavaScript: a toast answers something the user did, so their code
// loads at the first pointer or key press (a toast raised meanwhile waits in the store), or
// when a notification wants one first (docs/notifications.md).
const Toasts = lazy(() => import('./toasts.tsx'));
const interactions = ['pointerdown', 'keydown', toastsWantedEvent] as const;

function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return undefined;
    const done = () => setInteracted(true);
    for (const name of interactions) window.addEventListener(name, done, { capture: true });
    return () => {
      for (const name of interactions) window.removeEventListener(name, done, { capture: true });
    };
  }, [interacted]);
  return interacted;
}

type AppProviderProps = {
  api: Api;
  config: RuntimeConfig;
  queryClient: QueryClient;
  children: ReactNode;
};

export function AppProvider({ api, config, queryClient, children }: AppProviderProps) {
  const interacted = useFirstInteraction();
  return (
    <RuntimeConfigProvider config={config}>
      <ApiProvider api={api}>
        <QueryClientProvider client={queryClient}>
          {children}
          {interacted && (
            <Suspense fallback={null}>
              <Toasts />
            </Suspense>
          )}
        </QueryClientProvider>
      </ApiProvider>
    </RuntimeConfigProvider>
  );
}

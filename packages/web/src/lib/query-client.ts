import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

// Spec section 9: every query refetches every 20 s, not on window focus, with 3 retries.
export const queryDefaults = {
  queries: { refetchInterval: 20_000, refetchOnWindowFocus: false, retry: 3 },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}

import { createQueryClient as createAppQueryClient } from '@garage/app-kit';
import type { DefaultOptions, QueryClient } from '@tanstack/react-query';
import { DeviceNotActivatedError } from './auth-token.ts';

const maxRetries = 3;

// Every query refetches every 20 s, not on window focus, with 3 retries; a
// device that is not activated yet stays so until the user enters a code, so no retry then.
export const queryDefaults = {
  queries: {
    refetchInterval: 20_000,
    refetchOnWindowFocus: false,
    retry: (failures: number, error: Error) =>
      failures < maxRetries && !(error instanceof DeviceNotActivatedError),
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return createAppQueryClient(queryDefaults.queries);
}

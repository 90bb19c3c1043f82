import { ApiError, createQueryClient as createAppQueryClient } from '@garage/app-kit';

/**
 * The live views poll every second (their own refetchInterval); a 4xx is the mock's answer
 * and will not change by asking again, so only network failures and 5xx are retried.
 */
export function createQueryClient() {
  return createAppQueryClient({
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
  });
}

/**
 * The interval of the console's live views. Polling rather than server-sent events: simpler,
 * it needs nothing new from the mock (the fault-free /__demo path answers it), and about a
 * second is what the demo asks for (issue 15).
 */
export const liveInterval = 1000;

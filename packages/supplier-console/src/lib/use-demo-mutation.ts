import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { DemoClient } from './api-client.ts';
import { useDemoClient } from './api-context.tsx';
import { errorText } from './error-text.ts';

/**
 * A console action: runs `call`, toasts `done` or the mock's message, then refreshes what it
 * changed: the queries under `refresh`, or every query when it is absent.
 */
export function useDemoMutation<Variables, Result>(
  call: (client: DemoClient, variables: Variables) => Promise<Result>,
  done: string,
  refresh?: QueryKey,
) {
  const client = useDemoClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => call(client, variables),
    onSuccess: () => toast.success(done),
    onError: (error) => toast.error(errorText(error)),
    onSettled: () => queryClient.invalidateQueries(refresh ? { queryKey: refresh } : {}),
  });
}

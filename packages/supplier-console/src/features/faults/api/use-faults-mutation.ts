import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { DemoClient } from '../../../lib/api-client.ts';
import { useDemoClient } from '../../../lib/api-context.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { faultsKey } from './demo-list-faults.ts';

/** A change to the fault rules: toasts `done` or the mock's message, then lists them again. */
export function useFaultsMutation<Variables, Result>(
  call: (client: DemoClient, variables: Variables) => Promise<Result>,
  done: string,
) {
  const client = useDemoClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => call(client, variables),
    onSuccess: () => toast.success(done),
    onError: (error) => toast.error(errorText(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: faultsKey }),
  });
}

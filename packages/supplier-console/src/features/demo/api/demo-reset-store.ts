import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { DemoClient } from '../../../lib/api-client.ts';
import { useDemoClient } from '../../../lib/api-context.tsx';
import { errorText, unwrap } from '../../../lib/api-error.ts';

/** Brings the store back to the seed: every enquiry, message and device as at the start. */
export async function demoResetStore(client: DemoClient) {
  return unwrap(await client.POST('/__demo/reset'));
}

export function useDemoResetStore() {
  const client = useDemoClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => demoResetStore(client),
    onSuccess: () => toast.success('The demo data is back to its start'),
    onError: (error) => toast.error(errorText(error)),
    // Everything the console shows may have changed.
    onSettled: () => queryClient.invalidateQueries(),
  });
}

import { unwrap } from '@garage/app-kit';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorText } from '../../../lib/error-text.ts';
import type { DemoClient } from '../../../lib/api-client.ts';
import { useDemoClient } from '../../../lib/api-context.tsx';

/** Every issued device token expires now. */
export async function demoExpireTokens(client: DemoClient) {
  return unwrap(await client.POST('/__demo/tokens/expire'));
}

export function useDemoExpireTokens() {
  const client = useDemoClient();
  return useMutation({
    mutationFn: () => demoExpireTokens(client),
    onSuccess: () => toast.success('Every token has expired'),
    onError: (error) => toast.error(errorText(error)),
  });
}

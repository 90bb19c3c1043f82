import { unwrap } from '@garage/app-kit';
import type { DemoClient } from '../../../lib/api-client.ts';
import { useDemoMutation } from '../../../lib/use-demo-mutation.ts';

/** Brings the store back to the seed: every enquiry, message and device as at the start. */
export async function demoResetStore(client: DemoClient) {
  return unwrap(await client.POST('/__demo/reset'));
}

// Everything the console shows may have changed: every query is refreshed.
export const useDemoResetStore = () =>
  useDemoMutation<undefined, unknown>(demoResetStore, 'The demo data is back to its start');

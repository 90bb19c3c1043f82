import { unwrap } from '@garage/app-kit';
import type { DemoClient } from '../../../lib/api-client.ts';
import { useDemoMutation } from '../../../lib/use-demo-mutation.ts';

/**
 * Brings the whole sandbox back to its start: the store, the clock, the fault rules, the
 * simulator, the tokens and the licence-code throttle.
 */
export async function demoResetSandbox(client: DemoClient) {
  return unwrap(await client.POST('/__demo/sandbox/reset'));
}

// Everything the console shows has changed: every query is refreshed.
export const useDemoResetSandbox = () =>
  useDemoMutation<undefined, unknown>(demoResetSandbox, 'This demo is back to its start');

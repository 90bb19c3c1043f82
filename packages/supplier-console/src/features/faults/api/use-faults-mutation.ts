import type { DemoClient } from '../../../lib/api-client.ts';
import { useDemoMutation } from '../../../lib/use-demo-mutation.ts';
import { faultsKey } from './demo-list-faults.ts';

/** A change to the fault rules: lists them again. */
export const useFaultsMutation = <Variables, Result>(
  call: (client: DemoClient, variables: Variables) => Promise<Result>,
  done: string,
) => useDemoMutation(call, done, faultsKey);

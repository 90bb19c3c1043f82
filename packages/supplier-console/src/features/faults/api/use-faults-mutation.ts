import type { DemoClient } from '../../../lib/api-client.ts';
import { useDemoMutation } from '../../../lib/use-demo-mutation.ts';
import { faultsKeys } from './faults-keys.ts';

/** A change to the fault rules: lists them again. */
export const useFaultsMutation = <Variables, Result>(
  call: (client: DemoClient, variables: Variables) => Promise<Result>,
  done: string,
) => useDemoMutation(call, done, faultsKeys.all);

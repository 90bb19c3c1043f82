import { unwrap } from '@garage/app-kit';
import type { NewFaultRule } from '@garage/api-types/demo-api';
import type { DemoClient } from '../../../lib/api-client.ts';
import { useFaultsMutation } from './use-faults-mutation.ts';

/** Adds a rule: matching supplier calls wait, and some fail. */
export async function demoAddFault(client: DemoClient, rule: NewFaultRule) {
  return unwrap(await client.POST('/__demo/faults', { body: rule }));
}

export const useDemoAddFault = () => useFaultsMutation(demoAddFault, 'Fault added');

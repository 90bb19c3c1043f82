import { unwrap } from '@garage/app-kit';
import type { DemoClient } from '../../../lib/api-client.ts';
import { useFaultsMutation } from './use-faults-mutation.ts';

export async function demoClearFaults(client: DemoClient) {
  return unwrap(await client.POST('/__demo/faults/clear'));
}

export const useDemoClearFaults = () =>
  useFaultsMutation(
    (client: DemoClient, _: undefined) => demoClearFaults(client),
    'Every fault removed',
  );

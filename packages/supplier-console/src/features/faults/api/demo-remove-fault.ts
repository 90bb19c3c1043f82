import { unwrap } from '@garage/app-kit';
import type { DemoClient } from '../../../lib/api-client.ts';
import { useFaultsMutation } from './use-faults-mutation.ts';

export async function demoRemoveFault(client: DemoClient, faultId: number) {
  return unwrap(
    await client.POST('/__demo/faults/{FaultId}/remove', {
      params: { path: { FaultId: faultId } },
    }),
  );
}

export const useDemoRemoveFault = () => useFaultsMutation(demoRemoveFault, 'Fault removed');

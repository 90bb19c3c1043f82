import { unwrap } from '@garage/app-kit';
import type { DemoClient } from '../../../lib/api-client.ts';
import { useEnquiryMutation } from './use-enquiry-mutation.ts';

/** The delivery arrives: it leaves the garage's in-transit list. */
export async function demoDeliver(client: DemoClient, deliveryId: number) {
  return unwrap(
    await client.POST('/__demo/deliveries/{DeliveryId}/deliver', {
      params: { path: { DeliveryId: deliveryId } },
    }),
  );
}

export const useDemoDeliver = () => useEnquiryMutation(demoDeliver, 'Marked delivered');

import { unwrap } from '@garage/app-kit';
import type { DemoClient } from '../../../lib/api-client.ts';
import { useEnquiryMutation } from './use-enquiry-mutation.ts';

/** A van leaves the depot: the enquiry becomes Ordered, with a delivery in transit. */
export async function demoDispatchEnquiry(client: DemoClient, enquiryId: number) {
  return unwrap(
    await client.POST('/__demo/enquiries/{EnquiryId}/dispatch', {
      params: { path: { EnquiryId: enquiryId } },
    }),
  );
}

export const useDemoDispatchEnquiry = () =>
  useEnquiryMutation(demoDispatchEnquiry, 'Dispatched: the van has left the depot');

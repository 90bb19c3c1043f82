import { unwrap } from '@garage/app-kit';
import type { DemoClient } from '../../../lib/api-client.ts';
import { useEnquiryMutation } from './use-enquiry-mutation.ts';

type Backorder = { enquiryId: number; backordered: boolean };

/** Sets or clears the flag the portal's backorder check reads. */
export async function demoSetBackorder(client: DemoClient, { enquiryId, backordered }: Backorder) {
  return unwrap(
    await client.POST('/__demo/enquiries/{EnquiryId}/backorder', {
      params: { path: { EnquiryId: enquiryId } },
      body: { Backordered: backordered },
    }),
  );
}

export const useDemoSetBackorder = () => useEnquiryMutation(demoSetBackorder, 'Backorder updated');

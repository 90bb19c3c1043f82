import { unwrap } from '@garage/app-kit';
import type { DemoClient } from '../../../lib/api-client.ts';
import { useEnquiryMutation } from './use-enquiry-mutation.ts';

type Cancel = { enquiryId: number; reason: string };

/** Cancels the enquiry; a non-empty reason becomes the cant-supply reason the portal shows. */
export async function demoCancelEnquiry(client: DemoClient, { enquiryId, reason }: Cancel) {
  return unwrap(
    await client.POST('/__demo/enquiries/{EnquiryId}/cancel', {
      params: { path: { EnquiryId: enquiryId } },
      body: reason.trim() === '' ? {} : { Reason: reason.trim() },
    }),
  );
}

export const useDemoCancelEnquiry = () =>
  useEnquiryMutation(demoCancelEnquiry, 'Enquiry cancelled');

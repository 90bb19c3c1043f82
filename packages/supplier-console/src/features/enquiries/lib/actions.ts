import type { EnquiryDetail, EnquiryStatus } from '../../../lib/demo-types.ts';

// What the mock allows on an enquiry in each status (openapi/mock-demo-api.yaml): the console
// offers only those, so a click is not a guaranteed 409.
const cancellable: EnquiryStatus[] = ['Waiting', 'Order', 'Quoted', 'Garage Confirmed'];
const quotable: EnquiryStatus[] = ['Waiting', 'Order', 'Quoted'];
const notDispatchable: EnquiryStatus[] = ['Ordered', 'Cancelled', 'Archived'];

export const canQuote = (status: EnquiryStatus) => quotable.includes(status);

export function availableActions({ Enquiry, Lines, Delivery }: EnquiryDetail) {
  return {
    cancel: cancellable.includes(Enquiry.Status),
    dispatch: Lines.length > 0 && !notDispatchable.includes(Enquiry.Status),
    deliver: Delivery !== null && !Delivery.Delivered,
  };
}

import { unwrap } from '@garage/app-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DemoClient } from '../../../lib/api-client.ts';
import { useDemoClient } from '../../../lib/api-context.tsx';
import type { NewQuoteLine } from '../../../lib/demo-types.ts';
import { enquiriesKey } from '../../../lib/enquiries-key.ts';

type Quote = { enquiryId: number; lines: NewQuoteLine[] };

/**
 * Replaces the enquiry's quote lines and makes it Quoted; on an Order enquiry this is the
 * supplier's confirmation (the lines come back confirmed, the enquiry Garage Confirmed).
 */
export async function demoQuoteEnquiry(client: DemoClient, { enquiryId, lines }: Quote) {
  return unwrap(
    await client.POST('/__demo/enquiries/{EnquiryId}/quote', {
      params: { path: { EnquiryId: enquiryId } },
      body: { Lines: lines },
    }),
  );
}

export function useDemoQuoteEnquiry() {
  const client = useDemoClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quote: Quote) => demoQuoteEnquiry(client, quote),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enquiriesKey }),
  });
}

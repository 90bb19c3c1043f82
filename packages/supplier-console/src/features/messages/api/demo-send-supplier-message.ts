import { unwrap } from '@garage/app-kit';
import type { operations } from '@garage/api-types/demo-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DemoClient } from '../../../lib/api-client.ts';
import { useDemoClient } from '../../../lib/api-context.tsx';
import { enquiriesKey } from '../../../lib/enquiries-key.ts';

type SupplierMessage =
  operations['demoSendSupplierMessage']['requestBody']['content']['application/json'];
type Send = { enquiryId: number; message: SupplierMessage };

/** A message from the supplier on the enquiry: text, and optionally a PNG as base64. */
export async function demoSendSupplierMessage(client: DemoClient, { enquiryId, message }: Send) {
  return unwrap(
    await client.POST('/__demo/enquiries/{EnquiryId}/messages', {
      params: { path: { EnquiryId: enquiryId } },
      body: message,
    }),
  );
}

export function useDemoSendSupplierMessage() {
  const client = useDemoClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (send: Send) => demoSendSupplierMessage(client, send),
    // The thread and the list's Unanswered count both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enquiriesKey }),
  });
}

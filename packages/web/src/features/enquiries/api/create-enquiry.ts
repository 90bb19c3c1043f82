import type { NewEnquiry } from '@garage/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { unwrap } from '@garage/app-kit';
import { toFormData } from '../../../lib/form-data.ts';
import { enquiriesKeys } from './enquiries-keys.ts';

/** Raises an enquiry, as multipart form data (it may carry an image). */
export async function createEnquiry(client: ApiClient, enquiry: NewEnquiry) {
  return unwrap(
    await client.POST('/api/connectplus/enquiry', { body: enquiry, bodySerializer: toFormData }),
  );
}

/**
 * On success the enquiry lists are refreshed; the mutation stays pending until
 * they are, so the new enquiry is in the list when the form closes.
 */
export function useCreateEnquiry() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enquiry: NewEnquiry) => createEnquiry(client, enquiry),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enquiriesKeys.lists() }),
  });
}

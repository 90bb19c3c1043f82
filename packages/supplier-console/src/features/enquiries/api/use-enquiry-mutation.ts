import type { DemoClient } from '../../../lib/api-client.ts';
import { useDemoMutation } from '../../../lib/use-demo-mutation.ts';
import { enquiriesKeys } from './enquiries-keys.ts';

/** A supplier action on an enquiry: refreshes the lists and the detail (one key for both). */
export const useEnquiryMutation = <Variables, Result>(
  call: (client: DemoClient, variables: Variables) => Promise<Result>,
  done: string,
) => useDemoMutation(call, done, enquiriesKeys.all);

import type { Enquiry } from '@garage/api-types';
import type { QueryClient } from '@tanstack/react-query';
import { myEnquiriesKey } from './enquiry-lists-key.ts';

// The garage's list as the portal opened with it: on a device that kept its data, the list of
// the last visit. The notifications start from it (docs/notifications.md), though their code
// runs only once the first screen is drawn, by when a fresh list may have replaced it.
const startingLists = new WeakMap<QueryClient, { list: Enquiry[] | undefined }>();

/** Keeps the list `queryClient` holds now as the one the portal opened with. */
export function keepStartingList(queryClient: QueryClient): void {
  startingLists.set(queryClient, { list: queryClient.getQueryData<Enquiry[]>(myEnquiriesKey) });
}

/** The list the portal opened with, until forgotten; then the list `queryClient` holds now. */
export function startingList(queryClient: QueryClient): Enquiry[] | undefined {
  const kept = startingLists.get(queryClient);
  return kept ? kept.list : queryClient.getQueryData<Enquiry[]>(myEnquiriesKey);
}

/** Once taken in: a later sign-in within the same page starts from the list of its own time. */
export function forgetStartingList(queryClient: QueryClient): void {
  startingLists.delete(queryClient);
}

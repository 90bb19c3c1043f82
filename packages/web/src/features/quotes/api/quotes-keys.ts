/** Query keys of the quotes feature. */
export const quotesKeys = {
  all: ['quotes'] as const,
  responses: (enquiryId: number) => [...quotesKeys.all, 'responses', enquiryId] as const,
  details: (document: string) => [...quotesKeys.all, 'details', document] as const,
  // Sorted, so the same parts in another order share one cached answer.
  stock: (parts: readonly string[]) => [...quotesKeys.all, 'stock', [...parts].sort()] as const,
};

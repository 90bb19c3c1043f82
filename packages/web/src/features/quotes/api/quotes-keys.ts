import { quoteLinesKey } from '../../../lib/quote-lines-key.ts';

/** Query keys of the quotes feature. */
export const quotesKeys = {
  all: ['quotes'] as const,
  // In lib/, where the notifications watch it for re-quotes.
  responses: quoteLinesKey,
  details: (document: string) => [...quotesKeys.all, 'details', document] as const,
  // Sorted, so the same parts in another order share one cached answer.
  stock: (parts: readonly string[]) => [...quotesKeys.all, 'stock', [...parts].sort()] as const,
};

/** Query keys of the quotes feature. */
export const quotesKeys = {
  all: ['quotes'] as const,
  parts: (search: string) => [...quotesKeys.all, 'parts', search] as const,
};

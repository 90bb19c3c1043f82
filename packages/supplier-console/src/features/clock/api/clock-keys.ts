/** Query keys of the clock feature. */
export const clockKeys = {
  all: ['clock'] as const,
  now: () => [...clockKeys.all, 'now'] as const,
};

/** Query keys of the sandbox feature. */
export const sandboxKeys = {
  all: ['sandbox'] as const,
  current: () => [...sandboxKeys.all, 'current'] as const,
};

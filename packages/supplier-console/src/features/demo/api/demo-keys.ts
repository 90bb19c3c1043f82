/** Query keys of the demo feature. */
export const demoKeys = {
  all: ['demo'] as const,
  licences: () => [...demoKeys.all, 'licences'] as const,
};

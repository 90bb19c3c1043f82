/** Query keys of the faults feature; a change to the rules refreshes `all`. */
export const faultsKeys = {
  all: ['faults'] as const,
  rules: () => [...faultsKeys.all, 'rules'] as const,
};

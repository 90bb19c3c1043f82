/** Query keys of the simulator feature. */
export const simulatorKeys = {
  all: ['simulator'] as const,
  state: () => [...simulatorKeys.all, 'state'] as const,
};

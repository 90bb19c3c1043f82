/** Query keys of the returns feature. */
export const returnsKeys = {
  all: ['returns'] as const,
  // The host is part of the key: the same account on another company host is other data.
  list: (companyHost: string, customerKeyCode: string) =>
    [...returnsKeys.all, 'list', companyHost, customerKeyCode] as const,
};

/** Query keys of the tracking feature. */
export const trackingKeys = {
  all: ['tracking'] as const,
  inTransit: (companyHost: string, customerKeyCode: string) =>
    [...trackingKeys.all, 'in-transit', companyHost, customerKeyCode] as const,
};

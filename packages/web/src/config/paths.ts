/** Every route (docs/screens.md#routes), with builders for the parameterised ones. */
export const paths = {
  home: '/',
  enquiries: '/enquiries',
  enquiry: (enquiryId: number | string) => `/enquiries/${enquiryId}`,
  login: '/login',
  returns: '/returns',
  settings: '/settings',
  tracking: '/tracking',
  news: '/news',
  bulletin: (bulletinId: number | string) => `/news/${bulletinId}`,
  error: '/error',
} as const;

/** Query keys of the news feature. */
export const newsKeys = {
  all: ['news'] as const,
  // The host is part of the key: news comes from the company host or the supplier host.
  bulletins: (newsHost: string, customerKeyCode: string | null) =>
    [...newsKeys.all, 'bulletins', newsHost, customerKeyCode] as const,
};

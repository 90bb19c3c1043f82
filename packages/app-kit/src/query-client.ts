import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

type QueryDefaults = Pick<NonNullable<DefaultOptions['queries']>, 'retry' | 'refetchInterval'>;

/**
 * The app's query client: no refetch on window focus (both apps poll instead); the app's own
 * retry policy and polling interval.
 */
export function createQueryClient(queries: QueryDefaults): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, ...queries } },
  });
}

import { noop, type QueryClient } from '@tanstack/react-query';
import type { Api } from '../api-context.tsx';
import { companyInfoQueryOptions } from './get-company-info.ts';
import { companyLookupQueryOptions } from './get-company-lookup.ts';
import { garageUserQueryOptions } from './get-garage-user.ts';

/**
 * Starts loading the signed-in garage (token, company, user, then the company lookup) into the
 * cache the shell reads. The router draws nothing until the first screen's route chunk is in,
 * so without this the session's calls would wait for that download instead of running beside
 * it. A failure is left in the cache for the shell to show and retry.
 */
export function prefetchSession(queryClient: QueryClient, { client, hosts }: Api): void {
  void queryClient.query(garageUserQueryOptions(client)).catch(noop);
  void queryClient.query(companyInfoQueryOptions(client)).then(
    (company) =>
      queryClient.query(companyLookupQueryOptions(client, hosts, company.CompanyID)).catch(noop),
    () => undefined,
  );
}

import { currencyOf, type Currency } from '@garage/app-kit';
import type { CompanyInfo, GarageUser } from '@garage/api-types';
import { companyHostProblem, resolveCompanyHosts, type CompanyHosts } from '../../config/hosts.ts';
import { useApi } from '../api-context.tsx';
import { useCompanyInfo } from './get-company-info.ts';
import { useCompanyLookup } from './get-company-lookup.ts';
import { useGarageUser } from './get-garage-user.ts';

export type Session = {
  company: CompanyInfo;
  user: GarageUser;
  companyHosts: CompanyHosts;
  currency: Currency;
};

export type SessionState =
  /** The company and user come before the company lookup: the header can show them. */
  | { status: 'loading'; company?: CompanyInfo; user?: GarageUser }
  /**
   * A part of the session could not be loaded, so there is nothing to show; `retry` loads the
   * failed parts again (none for a misconfigured host, which no retry mends).
   */
  | { status: 'error'; error: Error; retry?: () => void; company?: CompanyInfo; user?: GarageUser }
  /** The company lookup found nothing: the portal cannot work and goes to /error. */
  | { status: 'unknown-company' }
  | { status: 'ready'; session: Session };

/** The signed-in garage: its company, user, hosts and currency, once all are loaded. */
export function useSession(): SessionState {
  const { hosts } = useApi();
  const company = useCompanyInfo();
  const user = useGarageUser();
  const lookup = useCompanyLookup(company.data?.CompanyID);

  // A failed refresh of a part already loaded keeps it: the shell's notice says so instead.
  const failed = [user, company, lookup].filter((query) => !query.data && query.error);
  const error = failed[0]?.error;
  if (error) {
    const retry = () => failed.forEach((query) => void query.refetch());
    return { status: 'error', error, retry, company: company.data, user: user.data };
  }
  if (!company.data || !user.data || !lookup.data) {
    return { status: 'loading', company: company.data, user: user.data };
  }
  const domain = lookup.data[0]?.CompanyDomain;
  if (domain === undefined) return { status: 'unknown-company' };
  const companyHosts = resolveCompanyHosts(domain, hosts);
  const problem = companyHostProblem(companyHosts.company, hosts, location.origin);
  if (problem) return { status: 'error', error: new Error(problem) };
  return {
    status: 'ready',
    session: {
      company: company.data,
      user: user.data,
      companyHosts,
      currency: currencyOf(company.data.CurrencyCode),
    },
  };
}

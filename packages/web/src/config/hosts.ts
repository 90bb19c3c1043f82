import type { RuntimeConfig } from '@garage/hosting/runtime-config';

/** Base URLs of the supplier's hosts, from the runtime config. '' means this origin. */
export type SupplierHosts = {
  api: string;
  mapping: string;
  supplier: string;
  /** The company API hosts the deployment allows (its CSP lets the portal call only these). */
  companies: string[];
};

export function supplierHostsOf(config: RuntimeConfig): SupplierHosts {
  return {
    api: config.apiHost,
    mapping: config.mappingHost,
    supplier: config.supplierHost,
    companies: config.companyHosts,
  };
}

/** Where the company-specific calls go, decided by the company lookup's CompanyDomain. */
export type CompanyHosts = {
  /** The company's own API host (device registration, returns, tracking); null for `none`. */
  company: string | null;
  /** News comes from the company host, or from the supplier host when there is none. */
  news: string;
  /** Tracking and Returns exist only for a company with its own API host. */
  showTrackingAndReturns: boolean;
};

const noHost = 'none';

export function resolveCompanyHosts(companyDomain: string, hosts: SupplierHosts): CompanyHosts {
  const domain = companyDomain.trim();
  if (domain.toLowerCase() === noHost) {
    return { company: null, news: hosts.supplier, showTrackingAndReturns: false };
  }
  // The lookup gives a bare host name; a full URL (the mock server's) is used as it is.
  const company = /^https?:\/\//i.test(domain) ? domain.replace(/\/+$/, '') : `https://${domain}`;
  return { company, news: company, showTrackingAndReturns: true };
}

const originOf = (url: string) => (url === '' ? '' : new URL(url).origin);

/**
 * Why the portal must not call a looked-up company host, or null when it may: the host has to
 * be one the deployment configured (config.json `companyHosts`, or one of the supplier hosts,
 * or the portal's own origin), else the static host's CSP blocks every call to it.
 */
export function companyHostProblem(
  company: string | null,
  hosts: SupplierHosts,
  portalOrigin: string,
): string | null {
  if (company === null) return null;
  const allowed = [hosts.api, hosts.mapping, hosts.supplier, ...hosts.companies].map(originOf);
  const origin = originOf(company);
  if (origin === portalOrigin || allowed.includes(origin)) return null;
  return `The company's API host ${origin} is not in config.json "companyHosts", so the portal may not call it`;
}

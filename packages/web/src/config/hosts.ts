/** Base URLs of the supplier's hosts, from the build's environment. '' means this origin. */
export type SupplierHosts = {
  api: string;
  mapping: string;
  supplier: string;
};

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

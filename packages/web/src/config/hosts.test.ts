import { describe, expect, it } from 'vitest';
import { companyHostProblem, resolveCompanyHosts } from './hosts.ts';

const hosts = {
  api: 'https://api.supplier.example',
  mapping: 'https://mapping.supplier.example',
  supplier: 'https://sales.supplier.example',
  companies: ['https://garage-api.northern.example'],
};

describe('company hosts', () => {
  it.each(['none', 'NONE', ' none '])(
    'for CompanyDomain %j hide Tracking and Returns and read news from the supplier host',
    (domain) => {
      expect(resolveCompanyHosts(domain, hosts)).toEqual({
        company: null,
        news: 'https://sales.supplier.example',
        showTrackingAndReturns: false,
      });
    },
  );

  it('for a host name use it over https for company calls and news', () => {
    expect(resolveCompanyHosts('garage-api.northern.example', hosts)).toEqual({
      company: 'https://garage-api.northern.example',
      news: 'https://garage-api.northern.example',
      showTrackingAndReturns: true,
    });
  });

  it('for a full URL keep its scheme and drop a trailing slash', () => {
    expect(resolveCompanyHosts('http://127.0.0.1:4010/', hosts).company).toBe(
      'http://127.0.0.1:4010',
    );
  });
});

describe('which company hosts the portal may call', () => {
  const portal = 'https://portal.garage.example';

  it('allows a company host listed in companyHosts, a supplier host and its own origin', () => {
    expect(companyHostProblem('https://garage-api.northern.example', hosts, portal)).toBeNull();
    expect(companyHostProblem('https://sales.supplier.example', hosts, portal)).toBeNull();
    expect(companyHostProblem(portal, hosts, portal)).toBeNull();
    expect(companyHostProblem(null, hosts, portal)).toBeNull();
  });

  it('names the host and the config key for any other host', () => {
    expect(companyHostProblem('https://garage-api.southern.example', hosts, portal)).toBe(
      'The company\'s API host https://garage-api.southern.example is not in config.json "companyHosts", so the portal may not call it',
    );
  });

  it('compares origins: another port is another host', () => {
    expect(companyHostProblem('https://garage-api.northern.example:8443', hosts, portal)).toMatch(
      /northern\.example:8443 is not in config\.json/,
    );
  });
});

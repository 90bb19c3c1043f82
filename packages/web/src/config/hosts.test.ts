import { describe, expect, it } from 'vitest';
import { resolveCompanyHosts } from './hosts.ts';

const hosts = {
  api: 'https://api.supplier.example',
  mapping: 'https://mapping.supplier.example',
  supplier: 'https://sales.supplier.example',
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

import { describe, expect, it } from 'vitest';
import {
  parseRuntimeConfig,
  parseRuntimeConfigText,
  runtimeConfigFromBuildEnv,
} from './runtime-config.ts';

const demoDefaults = {
  apiHost: '',
  mappingHost: '',
  supplierHost: '',
  companyHosts: [],
  supportPhone: '0113 496 0000',
  appTeamPhone: '0113 496 0999',
  supportEmail: 'support@parts-portal.example',
  supportWebsite: 'https://parts-portal.example/help',
  returnsView: 'full',
  googleMapsApiKey: null,
};

describe('config.json', () => {
  it('gives the demo’s values for an empty object: every host is the portal’s origin', () => {
    expect(parseRuntimeConfig({})).toEqual({ ok: true, config: demoDefaults });
  });

  it('takes every key as set; mapping and supplier default to the API host', () => {
    expect(
      parseRuntimeConfig({
        apiHost: 'https://api.supplier.example/',
        companyHosts: ['https://garage-api.northern.example', 'http://127.0.0.1:4012/'],
        supportPhone: ' 01234 567890 ',
        appTeamPhone: '0800 000 000',
        supportEmail: 'help@factor.example',
        supportWebsite: 'https://factor.example',
        returnsView: 'none',
        googleMapsApiKey: 'AIza-test',
      }),
    ).toEqual({
      ok: true,
      config: {
        apiHost: 'https://api.supplier.example',
        mappingHost: 'https://api.supplier.example',
        supplierHost: 'https://api.supplier.example',
        companyHosts: ['https://garage-api.northern.example', 'http://127.0.0.1:4012'],
        supportPhone: '01234 567890',
        appTeamPhone: '0800 000 000',
        supportEmail: 'help@factor.example',
        supportWebsite: 'https://factor.example',
        returnsView: 'none',
        googleMapsApiKey: 'AIza-test',
      },
    });
  });

  it('keeps a host path: a supplier API may live under one', () => {
    const result = parseRuntimeConfig({ mappingHost: 'https://mapping.supplier.example/v2' });
    expect(result).toMatchObject({
      config: { mappingHost: 'https://mapping.supplier.example/v2' },
    });
  });

  it('names an unknown key, with the known ones', () => {
    expect(parseRuntimeConfig({ apiHots: 'https://api.supplier.example' })).toEqual({
      ok: false,
      problems: [
        'unknown key "apiHots" (known keys: apiHost, mappingHost, supplierHost, companyHosts, supportPhone, appTeamPhone, supportEmail, supportWebsite, returnsView, googleMapsApiKey)',
      ],
    });
  });

  it.each([
    ['mappingHost', 'mapping.supplier.example'],
    ['apiHost', 'ftp://api.supplier.example'],
    ['supplierHost', 'https://sales.supplier.example/?x=1'],
    ['apiHost', 42],
  ])('names a malformed URL: %s = %j', (key, value) => {
    expect(parseRuntimeConfig({ [key]: value })).toEqual({
      ok: false,
      problems: [
        `"${key}" must be an http(s) URL with no query, or "" for this origin, got ${JSON.stringify(value)}`,
      ],
    });
  });

  it('names each wrong type, all at once', () => {
    const result = parseRuntimeConfig({
      companyHosts: 'https://garage-api.northern.example',
      supportPhone: 1234,
      supportWebsite: 'help page',
      returnsView: 'partial',
      googleMapsApiKey: '',
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        '"supportPhone" must be a non-empty string, got 1234',
        '"companyHosts" must be a list of http(s) URLs with no query, got "https://garage-api.northern.example"',
        '"supportWebsite" must be an http(s) URL, got "help page"',
        '"returnsView" must be "full" or "none", got "partial"',
        '"googleMapsApiKey" must be a non-empty string, or null for the offline map, got ""',
      ],
    });
  });

  it('refuses a list with one bad host in it', () => {
    expect(parseRuntimeConfig({ companyHosts: ['https://a.example', 'b.example'] })).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^"companyHosts" must be a list/)],
    });
  });

  it('refuses text that is not JSON, or JSON that is not an object', () => {
    expect(parseRuntimeConfigText('{"apiHost": ')).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^is not valid JSON: /)],
    });
    expect(parseRuntimeConfigText('["https://api.supplier.example"]')).toEqual({
      ok: false,
      problems: ['must be a JSON object, got ["https://api.supplier.example"]'],
    });
  });
});

describe('the config.json a build ships, from its VITE_* variables', () => {
  it('is empty when none is set, so the demo runs on one origin', () => {
    expect(runtimeConfigFromBuildEnv({})).toEqual({});
  });

  it('holds only the variables set, each checked', () => {
    expect(
      runtimeConfigFromBuildEnv({
        VITE_API_HOST: 'https://api.supplier.example',
        VITE_COMPANY_HOSTS: 'https://a.example, https://b.example',
        VITE_RETURNS_VIEW: 'NONE',
        VITE_GOOGLE_MAPS_API_KEY: ' ',
      }),
    ).toEqual({
      apiHost: 'https://api.supplier.example',
      companyHosts: ['https://a.example', 'https://b.example'],
      returnsView: 'none',
    });
    expect(() => runtimeConfigFromBuildEnv({ VITE_MAPPING_HOST: 'mapping.example' })).toThrow(
      /Invalid VITE_\* settings for config\.json: "mappingHost" must be an http\(s\) URL/,
    );
  });
});

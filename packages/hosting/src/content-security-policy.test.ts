import { describe, expect, it } from 'vitest';
import {
  consoleContentSecurityPolicy,
  contentSecurityPolicy,
  contentSecurityPolicyDirectives,
} from './content-security-policy.ts';
import { parseRuntimeConfig, type RuntimeConfig } from './runtime-config.ts';

function config(raw: Record<string, unknown>): RuntimeConfig {
  const result = parseRuntimeConfig(raw);
  if (!result.ok) throw new Error(result.problems.join('; '));
  return result.config;
}

const split = config({
  apiHost: 'https://api.supplier.example',
  mappingHost: 'https://mapping.supplier.example/v2',
  supplierHost: 'https://sales.supplier.example',
  companyHosts: ['https://garage-api.northern.example'],
});

describe('the Content-Security-Policy for a deployment', () => {
  it('on one origin allows only the portal’s own origin, and is framed by nobody', () => {
    expect(contentSecurityPolicy(config({}), [])).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self'",
        "frame-src 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it('lets the portal call exactly the configured hosts, by origin', () => {
    expect(contentSecurityPolicyDirectives(split, [])['connect-src']).toEqual([
      "'self'",
      'https://api.supplier.example',
      'https://mapping.supplier.example',
      'https://sales.supplier.example',
      'https://garage-api.northern.example',
    ]);
  });

  it('lets bulletins (thumbnails and document frames) come from the news hosts only', () => {
    const directives = contentSecurityPolicyDirectives(split, []);
    const newsHosts = ['https://sales.supplier.example', 'https://garage-api.northern.example'];
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', ...newsHosts]);
    expect(directives['frame-src']).toEqual(["'self'", ...newsHosts]);
  });

  it('runs the build’s inline scripts by their hashes, and no other inline script', () => {
    const hashes = [
      'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
      'sha256-2jmj7l5rSw0yVb/vlWAYkK/YBwk4Yc7zN5qR0VJkoSE=',
    ];
    const scriptSrc = contentSecurityPolicyDirectives(
      { ...split, googleMapsApiKey: 'AIza-test' },
      hashes,
    )['script-src'];

    expect(scriptSrc?.slice(0, 3)).toEqual(["'self'", ...hashes.map((hash) => `'${hash}'`)]);
    expect(scriptSrc).toContain('https://*.googleapis.com');
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(contentSecurityPolicy(split, hashes)).toContain(
      `script-src 'self' '${hashes[0] ?? ''}' '${hashes[1] ?? ''}';`,
    );
  });

  it('allows Google Maps only when a key is set', () => {
    const withoutKey = contentSecurityPolicy(split, []);
    expect(withoutKey).not.toMatch(/google/);
    const withKey = contentSecurityPolicyDirectives(
      { ...split, googleMapsApiKey: 'AIza-test' },
      [],
    );
    expect(withKey['script-src']).toContain('https://*.googleapis.com');
    expect(withKey['connect-src']).toContain('https://*.googleapis.com');
    expect(withKey['font-src']).toContain('https://fonts.gstatic.com');
    expect(withKey['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe('the supplier console’s Content-Security-Policy', () => {
  it('lets it load and call only its own origin, and is framed by nobody', () => {
    expect(consoleContentSecurityPolicy()).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });
});

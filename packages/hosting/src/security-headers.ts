// The headers every static host of the portal sends (nginx in deploy/, and the demo server),
// from one table so the two cannot drift. docs/deployment.md says why each is there.
import { consoleContentSecurityPolicy, contentSecurityPolicy } from './content-security-policy.ts';
export { contentSecurityPolicyDirectives } from './content-security-policy.ts';
import type { RuntimeConfig } from './runtime-config.ts';

function headersWith(contentSecurityPolicy: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    // Cross-origin calls carry the portal's origin only: enough for a Maps key restricted to
    // the portal's site, nothing of the garage's screens (enquiry ids live in the paths).
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // frame-ancestors 'none' for older browsers.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/** The portal's pages' headers: `scriptHashes` are its build's inline scripts' (inline-scripts.ts). */
export const securityHeaders = (config: RuntimeConfig, scriptHashes: readonly string[]) =>
  headersWith(contentSecurityPolicy(config, scriptHashes));

/** The supplier console's pages (the mock serves them at /console/): the same, its own CSP. */
export const consoleSecurityHeaders = () => headersWith(consoleContentSecurityPolicy());

/**
 * The headers for a hashed bundle (script, stylesheet), the portal's or the console's: a
 * policy for documents (CSP, framing, opener) does nothing on them, and every byte of a first
 * visit's dozen bundles counts.
 */
export function assetSecurityHeaders(): Record<string, string> {
  const all = headersWith('');
  return Object.fromEntries(
    ['X-Content-Type-Options', 'Referrer-Policy', 'Cross-Origin-Resource-Policy'].map((name) => [
      name,
      all[name] ?? '',
    ]),
  );
}

/**
 * A `Link` header for index.html: the browser opens its connections to the hosts the first
 * screen calls (the main API, the mapping host) while the bundles still download. Anonymous
 * (`crossorigin`): the portal's calls carry their token in headers, not cookies.
 */
export function preconnectLink(config: RuntimeConfig): string | null {
  const origins = [config.apiHost, config.mappingHost]
    .filter((host) => host !== '')
    .map((host) => new URL(host).origin);
  const unique = [...new Set(origins)];
  return unique.length === 0
    ? null
    : unique.map((origin) => `<${origin}>; rel=preconnect; crossorigin`).join(', ');
}

/** Cache-Control by path: hashed bundles forever, everything else revalidated each visit. */
export function cacheControl(path: string): string {
  return path.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

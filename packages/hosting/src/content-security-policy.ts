// The Content-Security-Policy a static host sends with the portal, from the same runtime
// config the portal reads: it allows exactly the configured supplier hosts, and Google Maps
// only when a key is set. docs/deployment.md explains each directive. And the supplier
// console's, which the mock serves beside the portal.
import type { RuntimeConfig } from './runtime-config.ts';

// Google's allowlist for the Maps JavaScript API (its "Content Security Policy guide").
const googleMaps = {
  script: ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com', 'blob:'],
  img: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    '*.google.com',
    '*.googleusercontent.com',
  ],
  connect: ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com'],
  frame: ['*.google.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  worker: ['blob:'],
};

const origin = (url: string) => new URL(url).origin;
const unique = (values: string[]) => [...new Set(values)];

/**
 * The directives, in a stable order; `''` hosts are the portal's own origin ('self').
 * `scriptHashes` are the build's inline scripts' (`sha256-…`, inline-scripts.ts): the page runs
 * those and no other inline script.
 */
export function contentSecurityPolicyDirectives(
  config: RuntimeConfig,
  scriptHashes: readonly string[],
): Record<string, string[]> {
  const hosts = [config.apiHost, config.mappingHost, config.supplierHost, ...config.companyHosts]
    .filter((host) => host !== '')
    .map(origin);
  // Bulletins (thumbnail and document frame) come from a company host or the supplier host.
  const newsHosts = [config.supplierHost, ...config.companyHosts]
    .filter((host) => host !== '')
    .map(origin);
  const maps = config.googleMapsApiKey === null ? null : googleMaps;
  const self = "'self'";
  return {
    'default-src': [self],
    'script-src': [self, ...scriptHashes.map((hash) => `'${hash}'`), ...(maps?.script ?? [])],
    // 'unsafe-inline': react-hot-toast writes its styles into a <style> element at run time.
    'style-src': [self, "'unsafe-inline'", ...(maps?.style ?? [])],
    // data: and blob: are the logo and message images, fetched with the token and shown inline.
    'img-src': unique([self, 'data:', 'blob:', ...newsHosts, ...(maps?.img ?? [])]),
    'font-src': [self, ...(maps?.font ?? [])],
    'connect-src': unique([self, ...hosts, ...(maps?.connect ?? [])]),
    'frame-src': unique([self, ...newsHosts, ...(maps?.frame ?? [])]),
    'worker-src': [self, ...(maps?.worker ?? [])],
    'manifest-src': [self],
    'object-src': ["'none'"],
    'base-uri': [self],
    'form-action': [self],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The supplier console's directives (the mock serves its build at /console/): it calls only its
 * own origin's /__demo and shows the images the mock serves there, so 'self' is all it needs.
 */
function consoleContentSecurityPolicyDirectives(): Record<string, string[]> {
  const self = "'self'";
  return {
    'default-src': [self],
    'script-src': [self],
    // 'unsafe-inline': react-hot-toast writes its styles into a <style> element, as above.
    'style-src': [self, "'unsafe-inline'"],
    'img-src': [self],
    'connect-src': [self],
    'object-src': ["'none'"],
    'base-uri': [self],
    'form-action': [self],
    'frame-ancestors': ["'none'"],
  };
}

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

export const contentSecurityPolicy = (
  config: RuntimeConfig,
  scriptHashes: readonly string[],
): string => policy(contentSecurityPolicyDirectives(config, scriptHashes));

export const consoleContentSecurityPolicy = (): string =>
  policy(consoleContentSecurityPolicyDirectives());

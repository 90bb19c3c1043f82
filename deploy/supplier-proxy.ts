// The same-origin option of the static host (docs/deployment.md#one-origin-no-preflights): nginx
// passes the supplier's paths on to its hosts, so the portal calls only its own origin and the
// browser sends no CORS preflight. The company's own host stays where the lookup names it.

/** The supplier's hosts nginx passes calls on to: each an http(s) origin. */
export type SupplierProxy = { api: string; mapping: string; supplier: string };

/**
 * Which of the supplier's paths go to the mapping and supplier hosts (the operations whose
 * `servers` name them in openapi/supplier-api.yaml; supplier-proxy.test.ts holds the two
 * together); every other `/api/` path is the main API's.
 */
export const proxiedPrefixes: Record<'mapping' | 'supplier', readonly string[]> = {
  mapping: ['/api/getCompany/'],
  supplier: ['/api/promotions/', '/api/salesassist/'],
};

const origin = /^https?:\/\/[^/?#]+$/;

/** What stands in the way of proxying to these hosts with this config, or none. */
export function proxyProblems(
  proxy: SupplierProxy,
  config: { apiHost: string; mappingHost: string; supplierHost: string },
): string[] {
  const problems = Object.entries(proxy)
    .filter(([, url]) => !origin.test(url))
    .map(([role, url]) => `--proxy-${role} must be an http(s) origin with no path, got "${url}"`);
  for (const key of ['apiHost', 'mappingHost', 'supplierHost'] as const) {
    if (config[key] !== '') {
      problems.push(
        `config.json "${key}" must be "" (this origin) when nginx proxies the supplier, got "${config[key]}"`,
      );
    }
  }
  return problems;
}

const location = (prefix: string, upstream: string) =>
  [
    `    location ^~ ${prefix} {`,
    `        proxy_pass ${upstream};`,
    '        proxy_ssl_server_name on;',
    '        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '        proxy_set_header X-Forwarded-Proto $scheme;',
    '    }',
  ].join('\n');

/** nginx `location` blocks passing the supplier's paths to `proxy`, most specific first. */
export function proxyLocations(proxy: SupplierProxy): string {
  return [
    ...proxiedPrefixes.mapping.map((prefix) => location(prefix, proxy.mapping)),
    ...proxiedPrefixes.supplier.map((prefix) => location(prefix, proxy.supplier)),
    location('/api/', proxy.api),
  ].join('\n\n');
}

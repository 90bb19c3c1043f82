import type { SupplierHosts } from './hosts.ts';

// Checked by hand rather than with a schema library: this runs on the first screen, whose
// JavaScript has a size budget, and three optional URLs need little.
type HostVariable = 'VITE_API_HOST' | 'VITE_MAPPING_HOST' | 'VITE_SUPPLIER_HOST';

/** An absolute http(s) URL, or '' for the portal's own origin (the demo serves both). */
function readHost(env: Record<string, unknown>, name: HostVariable) {
  const value = env[name];
  if (value === undefined) return undefined;
  const valid =
    value === '' ||
    (typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol));
  if (!valid) {
    throw new Error(
      `Invalid host configuration: ${name} must be an http(s) URL or empty, got ${JSON.stringify(value)}`,
    );
  }
  return value;
}

/** Reads the supplier hosts from Vite's env; mapping and supplier default to the API host. */
export function readSupplierHosts(env: Record<string, unknown>): SupplierHosts {
  const api = readHost(env, 'VITE_API_HOST') ?? '';
  return {
    api,
    mapping: readHost(env, 'VITE_MAPPING_HOST') ?? api,
    supplier: readHost(env, 'VITE_SUPPLIER_HOST') ?? api,
  };
}

// zod/mini: the tree-shakable build, as this runs on the first screen (bundle budget).
import * as z from 'zod/mini';
import type { SupplierHosts } from './hosts.ts';

// An absolute http(s) URL, or '' for the portal's own origin (the demo serves both).
const baseUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/ })]);

const envSchema = z.object({
  VITE_API_HOST: z._default(baseUrl, ''),
  VITE_MAPPING_HOST: z.optional(baseUrl),
  VITE_SUPPLIER_HOST: z.optional(baseUrl),
});

/** Reads the supplier hosts from Vite's env; mapping and supplier default to the API host. */
export function readSupplierHosts(env: Record<string, unknown>): SupplierHosts {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid host configuration: ${z.prettifyError(parsed.error)}`);
  }
  const { VITE_API_HOST: api, VITE_MAPPING_HOST, VITE_SUPPLIER_HOST } = parsed.data;
  return { api, mapping: VITE_MAPPING_HOST ?? api, supplier: VITE_SUPPLIER_HOST ?? api };
}

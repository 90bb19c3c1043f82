// The headers every static host of the portal sends (nginx in deploy/, and the demo server),
// from one table so the two cannot drift. docs/deployment.md says why each is there.
import { contentSecurityPolicy } from './content-security-policy.ts';
export { contentSecurityPolicyDirectives } from './content-security-policy.ts';
import type { RuntimeConfig } from './runtime-config.ts';

export function securityHeaders(config: RuntimeConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
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

/** Cache-Control by path: hashed bundles forever, everything else revalidated each visit. */
export function cacheControl(path: string): string {
  return path.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

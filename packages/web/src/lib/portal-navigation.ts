// Which navigations the service worker answers with the portal's page (docs/offline.md). The
// demo serves the portal, the supplier's API, the console and more on one origin, under a
// sandbox's /s/{id}/ too: those paths are never the portal's, offline or not.

/** First path segments, under the worker's scope, that belong to the host, not the portal. */
const hostPaths = ['api', '__demo', 'assets', 'docs', 'console', 'static', 'start', 's'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The denylist of the worker's NavigationRoute (matched against a URL's path and query) for a
 * worker whose scope has the path `scopePath` ('/' or '/s/{id}/'): the host's paths above, and
 * any path whose last segment names a file (sw.js, config.json, a document).
 */
export function navigationDenylist(scopePath: string): RegExp[] {
  const scope = escapeRegExp(scopePath.endsWith('/') ? scopePath : `${scopePath}/`);
  return [
    new RegExp(`^${scope}(?:${hostPaths.map(escapeRegExp).join('|')})(?:[/?]|$)`),
    /^[^?]*\/[^/?]*\.[^/?]*(?:\?|$)/,
  ];
}

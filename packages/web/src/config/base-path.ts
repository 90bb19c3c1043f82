// The portal may be served under a path rather than at the site root (the demo's sandboxes,
// /s/{id}/): the page then says so with a <base href> element (docs/deployment.md#base-path).

/**
 * The path the portal is served under: the pathname of the page's <base href>, without its
 * trailing slash, or '' at the site root. Only the element counts (document.baseURI is the
 * page's own URL when there is none), and only a path on the portal's own origin.
 */
export function basePath(): string {
  // The Pact tests run the portal's fetchers in Node, where there is no page.
  if (typeof document === 'undefined') return '';
  const href = document.querySelector('base')?.getAttribute('href');
  if (href == null || !URL.canParse(href, location.href)) return '';
  const url = new URL(href, location.href);
  return url.origin === location.origin ? url.pathname.replace(/\/+$/, '') : '';
}

/**
 * The name `name` is kept under in localStorage and IndexedDB. Portals under different base
 * paths on one origin share that storage, so each prefixes its keys with its base path: one
 * never signs another out or shows another's drafts. At the root, the bare name, as stored by
 * every earlier build, so sessions and drafts carry over.
 */
export function storageKey(name: string): string {
  const base = basePath();
  return base === '' ? name : `${base}/${name}`;
}

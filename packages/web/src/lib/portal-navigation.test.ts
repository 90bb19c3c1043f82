// @vitest-environment jsdom
// (Workbox's modules expect a global `self`, as in a worker; jsdom has one.)
import { NavigationRoute } from 'workbox-routing';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { navigationDenylist } from './portal-navigation.ts';

// Workbox logs every match in development builds of its modules.
beforeAll(() => vi.stubGlobal('__WB_DISABLE_DEV_LOGS', true));

/** Whether the worker's NavigationRoute, scoped at `scopePath`, answers `path` with the page. */
function servesPortal(scopePath: string, path: string): boolean {
  const route = new NavigationRoute(() => Promise.resolve(new Response()), {
    denylist: navigationDenylist(scopePath),
  });
  const url = new URL(path, 'https://portal.example');
  const request = { mode: 'navigate' } as Request;
  return Boolean(route.match({ url, request, sameOrigin: true, event: {} as never }));
}

const hostPaths = [
  'api/v1/enquiries',
  '__demo/clock',
  'console/',
  'console',
  'assets/news/1.pdf',
  'docs',
  'docs/supplier-api',
  'static/missing.js',
  'start',
  'start?label=Smith',
  's/abc123/enquiries',
  'sw.js',
  'config.json',
  'manifest.webmanifest',
];

describe('the navigations the service worker answers with the portal’s page', () => {
  it.each(['', 'enquiries', 'enquiries/123', 'news/4?from=1.2', 'settings', 'login', 'starter'])(
    'include the screen /%s, at the root and in a sandbox',
    (path) => {
      expect(servesPortal('/', `/${path}`)).toBe(true);
      expect(servesPortal('/s/abc123/', `/s/abc123/${path}`)).toBe(true);
    },
  );

  it.each(hostPaths)('leave the host’s own /%s to the network', (path) => {
    expect(servesPortal('/', `/${path}`)).toBe(false);
    expect(servesPortal('/s/abc123/', `/s/abc123/${path}`)).toBe(false);
  });

  it('read the host’s paths from the worker’s scope, not from the root', () => {
    // A sandbox's screen named like a host path at the root is still its own screen's path.
    expect(servesPortal('/s/abc123/', '/s/abc123/enquiries/api')).toBe(true);
    expect(servesPortal('/s/a.b/', '/s/a.b/enquiries')).toBe(true);
  });
});

// The session's calls a page sends (the token, the user, the company, the company lookup, the
// garage's enquiries, and config.json), for journeys that count them: index.html starts them
// before the app's code has run, and the app takes them over (docs/first-load.md).
import type { Page } from 'playwright-core';
import { portalPath } from './harness.ts';

export type SessionCall = 'config.json' | 'token' | 'user' | 'company' | 'lookup' | 'enquiries';

/**
 * Which of the session's calls `method` `path` is (a path as portalPath gives it), if any,
 * wherever the portal and its hosts are.
 */
export function sessionCallAt(method: string, path: string): SessionCall | undefined {
  if (method === 'POST') return path === '/api/connectplus/enquiries' ? 'enquiries' : undefined;
  if (method !== 'GET') return undefined;
  if (path === '/config.json') return 'config.json';
  if (/^\/api\/authenticate\/mobile\/[^/]+$/.test(path)) return 'token';
  if (path === '/api/connectplus/garageuser') return 'user';
  if (path === '/api/user') return 'company';
  if (path.startsWith('/api/getCompany/')) return 'lookup';
  return undefined;
}

/** Counts the session's calls the page sends from now on. */
export function countSessionCalls(page: Page): Partial<Record<SessionCall, number>> {
  const counts: Partial<Record<SessionCall, number>> = {};
  page.on('request', (request) => {
    const call = sessionCallAt(request.method(), portalPath(request.url()));
    if (call) counts[call] = (counts[call] ?? 0) + 1;
  });
  return counts;
}

/**
 * Each of the session's calls, once: what a cold signed-in visit of '/' sends. No config.json:
 * the page carries the config (docs/first-load.md#the-config-comes-with-the-page).
 */
export const eachCallOnce: Partial<Record<SessionCall, number>> = {
  token: 1,
  user: 1,
  company: 1,
  lookup: 1,
  enquiries: 1,
};

/** Serves the portal's page (index.html, at every route) as `edit` changes it. */
export async function editPage(page: Page, edit: (html: string) => string): Promise<void> {
  await page.route(
    (url) => !/\.\w+$/.test(url.pathname),
    async (route) => {
      if (!route.request().isNavigationRequest()) return route.fallback();
      const response = await route.fetch();
      return route.fulfill({ response, body: edit(await response.text()) });
    },
  );
}

/**
 * Content-Security-Policy violations the page reports from now on, as its own
 * `securitypolicyviolation` events and as Chromium's console errors.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.context().addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [
    ...consoleErrors,
    ...(await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}

// The production picture on one machine: the portal's build behind the production static host
// (deploy/, nginx) and the mock supplier on four hosts (main API, mapping, company, supplier),
// each its own loopback origin, reached through the drift watch's four listeners as a staging
// supplier would be (docs/contract-drift.md): its CORS preflights and cross-origin calls go
// through the watch, and a call that differs from the document fails the file.
// Journeys on this picture import `test` from here.
import { startStaticServer } from '@garage/deploy/static-server';
import { freePort } from '@garage/server-processes/free-port';
import { buildDriftWatch, differencesText, hostRoles, type HostRole } from '@garage/drift-watch';
import { buildApp } from '@garage/mock-server';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { test as base } from 'vitest';
import { webRoot } from './builds.ts';
import {
  demoApiClient,
  launchChromium,
  newPage,
  pageProblemsFixture,
  tracedContext,
} from './harness.ts';

export type FourOrigins = {
  /** Where nginx serves the portal, with a config.json naming the four hosts. */
  portal: string;
  /** Each host's origin as the portal reaches it: the drift watch's listener for it. */
  hosts: Record<HostRole, string>;
  close: () => Promise<void>;
};

/** One call the page made: which host answered it, the method, path and status. */
export type Call = {
  host: HostRole | 'portal' | 'other';
  method: string;
  path: string;
  status: number;
};

/**
 * The four hosts behind the static host. `sameOrigin`: nginx passes the supplier's paths on to
 * the main API, mapping and supplier hosts (deploy/supplier-proxy.ts), and the config names
 * this origin for them; only the company's own host stays cross-origin.
 */
async function startFourOrigins(
  webRoot: string,
  { sameOrigin = false }: { sameOrigin?: boolean } = {},
): Promise<FourOrigins> {
  const host = '127.0.0.1';
  // nginx cannot listen on port 0 and say which port it got; the mock's CORS needs it first.
  const portal = `http://${host}:${await freePort(host)}`;
  const app = await buildApp({
    seed: 1,
    tokenLifetimeMs: 60 * 60 * 1000,
    validateResponses: true,
    demoApi: true,
    corsOrigins: [portal],
  });
  // The mock's answers that name a host (the company lookup, bulletin files) must name the
  // watch's listener for it, so those ports are chosen first.
  const ports = Object.fromEntries(
    await Promise.all(hostRoles.map(async (role) => [role, await freePort(host)] as const)),
  ) as Record<HostRole, number>;
  const upstreams = await app.listenOnHosts({
    host,
    ports: { api: 0, mapping: 0, company: 0, supplier: 0 },
    reachedAt: Object.fromEntries(hostRoles.map((role) => [role, `http://${host}:${ports[role]}`])),
  });
  const watch = await buildDriftWatch({
    upstreams,
    // Bulletin files are linked on the host the news was asked at: the watch's, so kept.
    preserveHost: true,
    reportPath: join(await mkdtemp(join(tmpdir(), 'four-origins-')), 'drift-report.json'),
  });
  const hosts = await watch.listen({ host, ports });
  const site = await startStaticServer({
    distDir: webRoot,
    host,
    port: Number(new URL(portal).port),
    config: sameOrigin
      ? { apiHost: '', mappingHost: '', supplierHost: '', companyHosts: [hosts.company] }
      : {
          apiHost: hosts.api,
          mappingHost: hosts.mapping,
          supplierHost: hosts.supplier,
          companyHosts: [hosts.company],
        },
    ...(sameOrigin && {
      proxy: { api: hosts.api, mapping: hosts.mapping, supplier: hosts.supplier },
    }),
  });
  return {
    portal,
    hosts,
    close: async () => {
      await site.close();
      const report = await watch.close();
      await app.close();
      if (report.summary.differences > 0) {
        throw new Error(`The calls differ from the document:\n${differencesText(report)}`);
      }
    },
  };
}

/** Records every answer the page gets, named by the host that gave it. */
function recordCalls(page: Page, origins: FourOrigins): Call[] {
  const roleOf = new Map<string, Call['host']>(
    Object.entries(origins.hosts).map(([role, origin]) => [origin, role as HostRole]),
  );
  roleOf.set(origins.portal, 'portal');
  const calls: Call[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    calls.push({
      host: roleOf.get(url.origin) ?? 'other',
      method: response.request().method(),
      path: url.pathname,
      status: response.status(),
    });
  });
  return calls;
}

/**
 * vitest's `test` for the four-origin picture (or, `sameOrigin`, with the supplier proxied): its own mock (reset before each test) and
 * nginx for the file, Chromium for the worker; per test a fresh context on the portal's origin, the page's calls
 * by host, and the Content-Security-Policy violations Chromium reports (none is the rule).
 */
const picture = (sameOrigin: boolean) =>
  base
    .extend('webRoot', { scope: 'worker' }, webRoot)
    // Its own ports (the mock's chosen by the system, nginx's found free), for this file only.
    .extend('origins', { scope: 'file' }, async ({ webRoot }, { onCleanup }) => {
      const origins = await startFourOrigins(webRoot, { sameOrigin });
      onCleanup(() => origins.close());
      return origins;
    })
    .extend('chromiumPath', { scope: 'worker' }, '/usr/bin/chromium')
    .extend('browser', { scope: 'worker' }, async ({ chromiumPath }, { onCleanup }) => {
      const browser = await launchChromium(chromiumPath);
      onCleanup(() => browser.close());
      return browser;
    })
    .extend('demo', { auto: true }, async ({ origins }) => {
      const demo = demoApiClient(origins.hosts.api);
      await demo.reset();
      await demo.clearFaults();
      return demo;
    })
    // What the pages report as going wrong fails the test, as in harness.ts.
    .extend('pageProblems', { auto: true }, pageProblemsFixture)
    .extend('allowProblem', async ({ pageProblems }) => pageProblems.allow.bind(pageProblems))
    .extend(
      'context',
      async ({ browser, origins, task, pageProblems }, { onCleanup }): Promise<BrowserContext> =>
        tracedContext(browser, origins.portal, { task, pageProblems }, onCleanup),
    )
    .extend('page', async ({ context }) => newPage(context))
    .extend('calls', async ({ page, origins }) => recordCalls(page, origins))
    .extend('cspViolations', async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      return violations;
    });

export const test = picture(false);

/** The same picture with the supplier proxied from the portal's origin (deploy/supplier-proxy.ts). */
export const sameOriginTest = picture(true);

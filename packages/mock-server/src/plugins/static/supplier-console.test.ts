import { assetSecurityHeaders, consoleSecurityHeaders } from '@garage/hosting/security-headers';
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from '../../app.ts';
import { testNow } from '../../testing/test-app.ts';

/** Stand-ins for the portal's and the console's builds, each with a page naming itself. */
function builds() {
  const web = mkdtempSync(join(tmpdir(), 'portal-build-'));
  writeFileSync(
    join(web, 'index.html'),
    '<title>Garage Parts Portal</title><link rel="preload" href="/config.json" as="fetch" />',
  );
  const console = mkdtempSync(join(tmpdir(), 'console-build-'));
  mkdirSync(join(console, 'assets'));
  writeFileSync(join(console, 'index.html'), '<title>Supplier console</title>');
  writeFileSync(join(console, 'assets', 'index-abc.js'), 'console.log("console");');
  return { web, console };
}

const start = (options: Partial<AppOptions>) =>
  buildApp({
    seed: 1,
    clockStart: testNow,
    frozenClock: true,
    tokenLifetimeMs: 60_000,
    ...options,
  });

describe('the supplier console on the mock’s origin', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const roots = builds();
    app = await start({ webRoot: roots.web, supplierConsoleRoot: roots.console, demoApi: true });
  });
  afterAll(() => app.close());

  it.each(['/console/', '/console', '/console/enquiries/102'])(
    'serves its page at %s, not the portal’s',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Supplier console');
    },
  );

  it('serves its bundles, cached for good', async () => {
    const response = await app.inject({ url: '/console/assets/index-abc.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/console/', '/console/enquiries/102'])(
    'sends its page %s the portal’s security headers, with a CSP that lets it call only its own origin',
    async (url) => {
      const response = await app.inject({ url });
      for (const [name, value] of Object.entries(consoleSecurityHeaders())) {
        expect(response.headers[name.toLowerCase()], name).toBe(value);
      }
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("connect-src 'self';");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    },
  );

  it('sends its bundles the headers that matter for a script, not the page’s policies', async () => {
    const response = await app.inject({ url: '/console/assets/index-abc.js' });
    for (const [name, value] of Object.entries(assetSecurityHeaders())) {
      expect(response.headers[name.toLowerCase()], name).toBe(value);
    }
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('answers a missing file with a JSON 404, not a page', async () => {
    const response = await app.inject({ url: '/console/assets/gone.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'No route GET /console/assets/gone.js' });
  });

  it('leaves the portal’s own routes to the portal', async () => {
    const response = await app.inject({ url: '/enquiries/102' });
    expect(response.body).toContain('Garage Parts Portal');
  });
});

describe('without the demo API, or without a supplier console build', () => {
  it.each([
    ['the demo API is off', false, true],
    ['there is no build', true, false],
  ])('/console is a 404, not the portal’s page, when %s', async (_, demoApi, built) => {
    const roots = builds();
    const app = await start({
      webRoot: roots.web,
      demoApi,
      supplierConsoleRoot: built ? roots.console : join(roots.console, 'missing'),
    });
    const response = await app.inject({ url: '/console/' });
    await app.close();
    expect(response.statusCode).toBe(404);
  });
});

import { inlineScriptsFile, inlineScriptsJson, scriptHash } from '@garage/hosting/inline-scripts';
import { parseRuntimeConfig } from '@garage/hosting/runtime-config';
import { assetSecurityHeaders, securityHeaders } from '@garage/hosting/security-headers';
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testNow } from '../../testing/test-app.ts';

const bundle = 'console.log("portal");'.repeat(100);
const inlineScript = 'window.startedSessionRequests = [];';
// A deployment on split hosts with a Maps key: the CSP must follow the build's config.json.
const buildConfig = {
  apiHost: 'https://api.supplier.example',
  supplierHost: 'https://sales.supplier.example',
  googleMapsApiKey: 'AIza-test',
};

const configPreload =
  '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />';

/** The config a page carries (@garage/hosting/page-config), as the portal reads it. */
function carriedConfig(page: string): unknown {
  const block = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(page);
  return block ? JSON.parse(block[1] ?? '') : null;
}

let app: FastifyInstance;
beforeAll(async () => {
  // A stand-in for the portal's production build, precompressed as vite build writes it.
  const root = mkdtempSync(join(tmpdir(), 'portal-build-'));
  mkdirSync(join(root, 'static'));
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><title>Garage Parts Portal</title>${configPreload}<script>${inlineScript}</script>`,
  );
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, inlineScriptsFile), inlineScriptsJson([inlineScript]));
  writeFileSync(join(root, 'config.json'), JSON.stringify(buildConfig));
  writeFileSync(join(root, 'static', 'index-abc.js'), bundle);
  writeFileSync(join(root, 'static', 'index-abc.js.br'), brotliCompressSync(bundle));
  writeFileSync(join(root, 'static', 'index-abc.js.gz'), gzipSync(bundle));
  writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Garage Parts Portal"}\n');
  app = await buildApp({
    seed: 1,
    clockStart: testNow,
    frozenClock: true,
    tokenLifetimeMs: 60_000,
    webRoot: root,
  });
});
afterAll(() => app.close());

describe('the portal on the mock’s origin', () => {
  it.each(['', 'gzip, deflate, br'])(
    'serves the build’s index page at / with its config in it (accept-encoding %j)',
    async (encoding) => {
      const response = await app.inject({ url: '/', headers: { 'accept-encoding': encoding } });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const body = response.rawPayload;
      const page = (
        response.headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : body
      ).toString();
      expect(response.headers['content-encoding']).toBe(encoding ? 'br' : undefined);
      expect(carriedConfig(page)).toMatchObject(buildConfig);
      expect(page).not.toContain(configPreload);
    },
  );

  it('serves index.html by name as built, preloading config.json: the service worker keeps that one', async () => {
    const response = await app.inject({ url: '/index.html' });

    expect(response.body).toContain(configPreload);
    expect(carriedConfig(response.body)).toBeNull();
  });

  it('serves its bundles, cached for good: their names change with their content', async () => {
    const response = await app.inject({ url: '/static/index-abc.js' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli file to a browser that accepts it, else gzip', async () => {
    const brotli = await app.inject({
      url: '/static/index-abc.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(bundle);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await app.inject({
      url: '/static/index-abc.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it.each(['/', '/config.json', '/enquiries/101'])(
    'has %s revalidated on every visit, so a new release or config shows at once',
    async (url) => {
      const response = await app.inject({ url });

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('sends the same security headers as the production static host, CSP from config.json', async () => {
    const response = await app.inject({ url: '/enquiries' });
    const parsed = parseRuntimeConfig(buildConfig);
    if (!parsed.ok) throw new Error(parsed.problems.join());
    const expected = securityHeaders(parsed.config, [scriptHash(inlineScript)]);

    const directives = (csp: string) => csp.split(';').map((directive) => directive.trim());
    expect(directives(String(response.headers['content-security-policy']))).toEqual(
      directives(expected['Content-Security-Policy'] ?? ''),
    );
    for (const [name, value] of Object.entries(expected)) {
      if (name !== 'Content-Security-Policy') {
        expect(response.headers[name.toLowerCase()], name).toBe(value);
      }
    }
    expect(response.headers['content-security-policy']).toContain(
      "connect-src 'self' https://api.supplier.example https://sales.supplier.example https://*.googleapis.com",
    );
    expect(response.headers['content-security-policy']).toContain(
      `script-src 'self' '${scriptHash(inlineScript)}' https://`,
    );
  });

  it('sends a bundle only the headers that matter for a script, not the page’s policies', async () => {
    const response = await app.inject({ url: '/static/index-abc.js' });

    for (const [name, value] of Object.entries(assetSecurityHeaders())) {
      expect(response.headers[name.toLowerCase()], name).toBe(value);
    }
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('leaves the supplier API’s answers as the supplier would send them', async () => {
    const response = await app.inject({ url: '/api/user' });

    expect(response.statusCode).toBe(401);
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('serves the service worker as a script revalidated on every visit, so a release reaches it', async () => {
    const response = await app.inject({ url: '/sw.js' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the web app manifest as a manifest, revalidated on every visit', async () => {
    const response = await app.inject({ url: '/manifest.webmanifest' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/enquiries/101', '/tracking', '/news/3', '/login'])(
    'answers the portal route %s with the index page (a reload keeps working)',
    async (url) => {
      const response = await app.inject({ url });

      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Garage Parts Portal</title>');
    },
  );

  it.each(['/api/nothing-here', '/__demo/nothing-here', '/static/missing-abc.js', '/favicon.png'])(
    'still answers an unknown API path %s with a JSON 404',
    async (url) => {
      const response = await app.inject({ url });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: `No route GET ${url}`,
      });
    },
  );
});

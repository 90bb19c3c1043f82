// The production static host (deploy/: Debian's nginx with the rendered config) serving the
// portal's real build: what a garage's browser gets on a cold first visit.
import { startStaticServer, type StaticServer } from '@garage/deploy/static-server';
import { readInlineScriptHashes, scriptHash } from '@garage/hosting/inline-scripts';
import { parseRuntimeConfig } from '@garage/hosting/runtime-config';
import { assetSecurityHeaders, securityHeaders } from '@garage/hosting/security-headers';
import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { webRoot as distDir } from './builds.ts';
const deployment = {
  apiHost: 'https://api.supplier.example',
  mappingHost: 'https://mapping.supplier.example',
  supplierHost: 'https://sales.supplier.example',
  companyHosts: ['https://garage-api.northern.example'],
  supportPhone: '01632 960000',
};

// The entry chunk as index.html names it.
const indexHtml = readFileSync(`${distDir}/index.html`, 'utf8');
const entry = /href="(\/static\/index-[^"]+\.js)"/.exec(indexHtml)?.[1];

let server: StaticServer;
beforeAll(async () => {
  server = await startStaticServer({ distDir, config: deployment });
});
afterAll(() => server.close());

const get = (path: string, encoding = 'br, gzip') =>
  fetch(`${server.url}${path}`, { headers: { 'accept-encoding': encoding } });
/** Node's fetch decodes bodies itself; this reads what came over the wire. */
async function wireBytes(path: string, encoding: string) {
  const { request } = await import('node:http');
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
    request(`${server.url}${path}`, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', fail)
      .end();
  });
}

describe('the production static host', () => {
  it('sends the bundles brotli-compressed, else gzip, from the build’s own .br and .gz', async () => {
    if (!entry) throw new Error('index.html names no entry chunk');
    const original = readFileSync(`${distDir}${entry}`);

    const brotli = await wireBytes(entry, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body.length).toBeLessThan(original.length / 3);
    expect(brotliDecompressSync(brotli.body).equals(original)).toBe(true);

    const gzip = await wireBytes(entry, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(original)).toBe(true);
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);

    const plain = await wireBytes(entry, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
  });

  it('lets browsers keep hashed bundles for good, and revalidate the rest', async () => {
    if (!entry) throw new Error('index.html names no entry chunk');
    expect((await get(entry)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const path of [
      '/',
      '/index.html',
      '/config.json',
      '/enquiries/101',
      '/favicon.svg',
      '/manifest.webmanifest',
      // Browsers fetch a service worker past their HTTP cache; no-cache keeps a proxy or a CDN
      // from serving an old one.
      '/sw.js',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('serves index.html by name as built, fetching config.json: the service worker keeps that one', async () => {
    const page = await (await get('/index.html')).text();
    expect(page).toBe(indexHtml);
    expect(page).toContain('<link rel="preload" href="/config.json"');
  });

  it('serves the deployment’s config.json, not the build’s', async () => {
    const response = await get('/config.json');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(deployment);
  });

  it.each(['/', '/enquiries', '/enquiries/101', '/news/3', '/tracking', '/login'])(
    'answers the client route %s with index.html carrying the deployment’s config',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const page = await response.text();
      expect(page).toContain('<div id="root">');
      const block = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(
        page,
      );
      expect(JSON.parse(block?.[1] ?? 'null')).toMatchObject(deployment);
      expect(page).not.toContain('href="/config.json"');
    },
  );

  it.each([
    '/static/index-missing.js',
    '/static/',
    '/api/user',
    '/api/connectplus/enquiries',
    '/favicon.ico',
    '/robots.txt',
    '/enquiries/101/photo.png',
  ])('answers %s with a 404, never index.html or a cached error', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it('serves an icon and a web app manifest, so a workshop PC can install the portal', async () => {
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    const { icons, start_url: startUrl } = (await manifest.json()) as {
      icons: { src: string; sizes: string }[];
      start_url: string;
    };
    // Relative to the manifest: wherever the portal is served, it installs as itself.
    expect(new URL(startUrl, manifest.url).href).toBe(`${server.url}/`);
    expect(icons.map((icon) => icon.sizes)).toEqual(['any', '192x192', '512x512']);
    for (const { src } of icons) {
      expect((await get(new URL(src, manifest.url).pathname)).status, src).toBe(200);
    }
  });

  it('serves the service worker as a script beside index.html', async () => {
    const worker = await get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(await worker.text()).toContain('index.html');
  });

  it('sends the security headers on every answer, the CSP naming exactly the configured hosts', async () => {
    const parsed = parseRuntimeConfig(deployment);
    if (!parsed.ok) throw new Error(parsed.problems.join());
    const expected = securityHeaders(parsed.config, readInlineScriptHashes(distDir));
    for (const path of ['/', '/index.html', '/enquiries/7', '/config.json', '/api/user']) {
      const response = await get(path);
      for (const [name, value] of Object.entries(expected)) {
        expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
      }
    }
    const csp = expected['Content-Security-Policy'];
    expect(csp).toContain(
      "connect-src 'self' https://api.supplier.example https://mapping.supplier.example https://sales.supplier.example https://garage-api.northern.example;",
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('google');

    // A bundle gets what matters for a script, not the page's policies.
    const bundle = await get(entry ?? '');
    for (const [name, value] of Object.entries(assetSecurityHeaders())) {
      expect(bundle.headers.get(name), name).toBe(value);
    }
    expect(bundle.headers.get('content-security-policy')).toBeNull();
  });

  it('lets the page run its inline scripts by the hashes of their text, and no other inline script', async () => {
    const scripts = [...indexHtml.matchAll(/<script>([^]*?)<\/script>/g)].map(([, text]) => text);
    // The session start and the entry's starter.
    expect(scripts).toHaveLength(2);
    const csp = (await get('/enquiries')).headers.get('content-security-policy') ?? '';

    expect(/script-src [^;]*/.exec(csp)?.[0]).toBe(
      `script-src 'self' ${scripts.map((text = '') => `'${scriptHash(text)}'`).join(' ')}`,
    );
  });

  it('has the page open its connections to the main API and mapping hosts early', async () => {
    const link =
      '<https://api.supplier.example>; rel=preconnect; crossorigin, <https://mapping.supplier.example>; rel=preconnect; crossorigin';
    for (const path of ['/', '/index.html', '/enquiries/101']) {
      expect((await get(path)).headers.get('link'), path).toBe(link);
    }
    expect((await get(entry ?? '')).headers.get('link')).toBeNull();
    expect((await get('/config.json')).headers.get('link')).toBeNull();
  });
});

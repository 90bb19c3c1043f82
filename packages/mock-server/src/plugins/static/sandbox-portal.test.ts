import type { Sandbox } from '@garage/api-types/demo-api';
import { inlineScriptsFile, inlineScriptsJson, scriptHash } from '@garage/hosting/inline-scripts';
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { fixtures } from '../../records/data/fixtures.ts';

// The build's inline script, written as the build writes it: right after the config's preload.
const inlineScript = 'fetch("/config.json");document.head.append("<head>")';
const indexHtml = `<!doctype html>
<html lang="en-GB">
  <head>
    <link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />
    <script>${inlineScript}</script>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="manifest" href="/manifest.webmanifest">
  </head>
  <body><div id="root"></div></body>
</html>`;

let app: FastifyInstance;
let prefix: string;
beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'portal-build-'));
  writeFileSync(join(root, 'index.html'), indexHtml);
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, inlineScriptsFile), inlineScriptsJson([inlineScript]));
  writeFileSync(join(root, 'config.json'), JSON.stringify({ supportPhone: '0113 496 0123' }));
  writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  writeFileSync(join(root, 'manifest.webmanifest'), '{"start_url":"./","scope":"./"}\n');
  app = await buildApp({
    seed: 1,
    tokenLifetimeMs: 60_000,
    webRoot: root,
    demoApi: true,
    sandboxes: {},
  });
  const created = await app.inject({ method: 'POST', url: '/__demo/sandboxes' });
  prefix = `/s/${created.json<Sandbox>().id ?? ''}`;
});
afterAll(() => app.close());

describe('a sandbox’s portal', () => {
  it('is the same build, with the sandbox as its base and the sandbox’s config in it', async () => {
    for (const path of ['/', '/enquiries/101']) {
      const page = await app.inject({ url: `${prefix}${path}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<base href="${prefix}/" />`);
      const block = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(
        page.body,
      );
      expect(JSON.parse(block?.[1] ?? 'null')).toMatchObject({
        apiHost: `http://localhost:80${prefix}`,
        supportPhone: '0113 496 0123',
      });
      expect(page.body).not.toContain('rel="preload"');
    }
  });

  it('keeps its index.html by name as built, preloading the sandbox’s config.json', async () => {
    const page = await app.inject({ url: `${prefix}/index.html` });
    expect(page.body).toContain(`<link rel="preload" href="${prefix}/config.json"`);
  });

  it('keeps the inline script as built, which its CSP allows by its hash', async () => {
    const page = await app.inject({ url: `${prefix}/enquiries` });
    const scripts = [...page.body.matchAll(/<script>(.*?)<\/script>/g)].map(([, text]) => text);

    expect(scripts).toEqual([inlineScript]);
    expect(page.headers['content-security-policy']).toContain(
      `script-src 'self' '${scriptHash(inlineScript)}';`,
    );
  });

  it('installs as itself: its manifest and service worker are the build’s, under the prefix', async () => {
    const page = await app.inject({ url: `${prefix}/` });
    expect(page.body).toContain(`<link rel="manifest" href="${prefix}/manifest.webmanifest">`);
    // Its worker precaches the icon there, so the tab keeps its icon offline too.
    expect(page.body).toContain(`<link rel="icon" href="${prefix}/favicon.svg"`);

    const manifest = await app.inject({ url: `${prefix}/manifest.webmanifest` });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toEqual({ start_url: './', scope: './' });

    const worker = await app.inject({ url: `${prefix}/sw.js` });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('has a config sending every call under the sandbox’s prefix, the rest as built', async () => {
    const config = await app.inject({ url: `${prefix}/config.json` });
    expect(config.json()).toMatchObject({
      apiHost: `http://localhost:80${prefix}`,
      mappingHost: `http://localhost:80${prefix}`,
      supplierHost: `http://localhost:80${prefix}`,
      supportPhone: '0113 496 0123',
    });
    expect(config.headers['cache-control']).toBe('no-cache');
  });

  it('leaves the default portal as built', async () => {
    const page = (await app.inject({ url: '/' })).body;
    expect(page).not.toContain('<base');
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect((await app.inject({ url: '/config.json' })).json()).toEqual({
      supportPhone: '0113 496 0123',
    });
  });

  it('names the company host and bulletin files under the prefix, so they stay in the sandbox', async () => {
    const DeviceID = crypto.randomUUID();
    const activated = await app.inject({
      method: 'POST',
      url: `${prefix}/api/authenticate/mobile/activate`,
      payload: {
        DeviceID,
        EntryCode: fixtures.licenceCodes.dave,
        DeviceDescription: 'Desktop',
        OneSignalID: DeviceID,
      },
    });
    const { token } = activated.json<{ token: string }>();
    const lookup = await app.inject({
      url: `${prefix}/api/getCompany/${fixtures.companies.pennine}`,
      headers: { token },
    });
    expect(lookup.json()).toEqual([{ CompanyDomain: `http://localhost:80${prefix}` }]);
    const bulletins = await app.inject({
      url: `${prefix}/api/promotions/${fixtures.accounts.pennineLeeds}`,
      headers: { token },
    });
    const [first] = bulletins.json<{ ThumbnailPath: string }[]>();
    expect(first?.ThumbnailPath.startsWith(`http://localhost:80${prefix}/assets/`)).toBe(true);
    const thumbnail = await app.inject({ url: new URL(first?.ThumbnailPath ?? '').pathname });
    expect(thumbnail.statusCode).toBe(200);
  });
});

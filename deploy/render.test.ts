import { inlineScriptsFile, inlineScriptsJson, scriptHash } from '@garage/hosting/inline-scripts';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderNginx } from './render.ts';
import type { SupplierProxy } from './supplier-proxy.ts';

const buildPage = `<head>
    <link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />
  </head>`;

/** A build with the parts of index.html the render reads. */
function fakeBuild(): string {
  const distDir = mkdtempSync(join(tmpdir(), 'portal-build-'));
  writeFileSync(join(distDir, 'index.html'), buildPage);
  return distDir;
}

function render(config: unknown, distDir = fakeBuild(), proxy?: SupplierProxy) {
  const dir = mkdtempSync(join(tmpdir(), 'render-'));
  writeFileSync(join(dir, 'config.json'), JSON.stringify(config));
  renderNginx({
    configFile: join(dir, 'config.json'),
    distDir,
    outDir: join(dir, 'out'),
    listen: '8080',
    proxy,
  });
  const read = (name: string) => readFileSync(join(dir, 'out', name), 'utf8');
  return {
    dir,
    portal: read('portal.conf'),
    headers: read('security-headers.conf'),
    assetHeaders: read('asset-headers.conf'),
    pageHeaders: read('page-headers.conf'),
    distDir,
  };
}

describe('rendering the static host for a deployment', () => {
  it('fills in every placeholder: root, listen, the config file and the headers', () => {
    const { dir, portal, distDir } = render({});
    expect(portal).not.toMatch(/@[A-Z_]+@/);
    expect(portal).toContain('listen 8080;');
    expect(portal).toContain(`root ${distDir};`);
    expect(portal).toContain(`root ${join(dir, 'out', 'page')};`);
    expect(portal).toContain(`alias ${join(dir, 'config.json')};`);
    expect(portal).toContain(`include ${join(dir, 'out', 'security-headers.conf')};`);
  });

  it('writes the CSP for the configured hosts, and Google Maps only with a key', () => {
    const hosts = {
      apiHost: 'https://api.supplier.example',
      supplierHost: 'https://sales.example',
    };
    const { headers } = render(hosts);
    expect(headers).toContain(
      `add_header Content-Security-Policy "default-src 'self'; script-src 'self';`,
    );
    expect(headers).toContain(
      "connect-src 'self' https://api.supplier.example https://sales.example;",
    );
    expect(headers).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(headers).not.toContain('googleapis');

    expect(render({ ...hosts, googleMapsApiKey: 'AIza-test' }).headers).toContain(
      "script-src 'self' https://*.googleapis.com",
    );
  });

  it('lets the page run the build’s inline scripts by their hashes, and no other', () => {
    const distDir = fakeBuild();
    mkdirSync(join(distDir, '.vite'));
    writeFileSync(join(distDir, inlineScriptsFile), inlineScriptsJson(['window.started = [];']));

    const { headers } = render({}, distDir);
    expect(/script-src [^;]*/.exec(headers)?.[0]).toBe(
      `script-src 'self' '${scriptHash('window.started = [];')}'`,
    );
  });

  it('writes the page for the client routes with the config in it, as sent: brotli and gzip', () => {
    const { dir } = render({ apiHost: 'https://api.supplier.example' });
    const page = join(dir, 'out', 'page', 'index.html');
    const text = readFileSync(page, 'utf8');
    expect(text).toContain('<script type="application/json" id="runtime-config">');
    expect(text).toContain('"apiHost":"https://api.supplier.example"');
    expect(text).not.toContain('rel="preload"');
    expect(brotliDecompressSync(readFileSync(`${page}.br`)).toString()).toBe(text);
    expect(gunzipSync(readFileSync(`${page}.gz`)).toString()).toBe(text);
  });

  it('answers the supplier’s paths with a 404, or passes them on with the same-origin option', () => {
    expect(render({}).portal).toMatch(/location \^~ \/api\/ \{\s+include \S+;\s+return 404;/);

    const proxy = {
      api: 'https://api.supplier.example',
      mapping: 'https://mapping.supplier.example',
      supplier: 'https://sales.supplier.example',
    };
    const sameOrigin = { apiHost: '', mappingHost: '', supplierHost: '' };
    const { portal } = render(sameOrigin, fakeBuild(), proxy);
    expect(portal).not.toContain('return 404;');
    expect(portal).toMatch(
      /location \^~ \/api\/getCompany\/ \{\s+proxy_pass https:\/\/mapping\.supplier\.example;/,
    );
    expect(portal).toMatch(
      /location \^~ \/api\/ \{\s+proxy_pass https:\/\/api\.supplier\.example;/,
    );
    expect(() => render({ apiHost: 'https://api.supplier.example' }, fakeBuild(), proxy)).toThrow(
      'config.json "apiHost" must be "" (this origin) when nginx proxies the supplier',
    );
  });

  it('refuses a bad config.json, naming the file and each bad key', () => {
    expect(() => render({ apiHots: 'https://api.example', returnsView: 'some' })).toThrow(
      /config\.json \(the deployment's config\.json\):\n {2}- unknown key "apiHots".*\n {2}- "returnsView" must be "full" or "none", got "some"/,
    );
  });
});

describe('the headers beside the security policy', () => {
  it('give bundles nosniff, the referrer policy and CORP only', () => {
    expect(render({}).assetHeaders).toBe(
      [
        'add_header X-Content-Type-Options "nosniff" always;',
        'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
        'add_header Cross-Origin-Resource-Policy "same-origin" always;',
        '',
      ].join('\n'),
    );
  });

  it('preconnect the page to the main API and mapping hosts, once each', () => {
    expect(render({}).pageHeaders).toBe('');
    expect(render({ apiHost: 'https://api.example/v2' }).pageHeaders).toBe(
      'add_header Link "<https://api.example>; rel=preconnect; crossorigin" always;\n',
    );
  });
});

describe('the configs deploy/ ships', () => {
  it.each(readdirSync(import.meta.dirname).filter((name) => /^config\..*\.json$/.test(name)))(
    '%s renders',
    (name) => {
      expect(
        render(JSON.parse(readFileSync(join(import.meta.dirname, name), 'utf8'))).portal,
      ).toContain('brotli_static on;');
    },
  );
});

import fastifyStatic from '@fastify/static';
import { readInlineScriptHashes } from '@garage/hosting/inline-scripts';
import { pageWithRuntimeConfig } from '@garage/hosting/page-config';
import {
  parseRuntimeConfigText,
  runtimeConfigFile,
  type RuntimeConfig,
} from '@garage/hosting/runtime-config';
import {
  assetSecurityHeaders,
  cacheControl,
  securityHeaders,
} from '@garage/hosting/security-headers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { originOf } from '../../lib/request-origin.ts';
import { SupplierError } from '../infrastructure/errors.ts';

export type WebOptions = { root: string };

// Paths that belong to the API side or to the build's own files: an unknown one is a JSON 404,
// never the portal's page (docs/deployment.md: which paths fall back to index.html).
const notClientRoutes = ['/api/', '/__demo/', '/assets/', '/docs', '/static/', '/console', '/s/'];
const hasExtension = (path: string) => /\.[^/]*$/.test(path);

/** The build's config.json as the portal will read it: the CSP allows what it configures. */
function readBuildConfig(root: string) {
  const file = join(root, runtimeConfigFile);
  const result = parseRuntimeConfigText(existsSync(file) ? readFileSync(file, 'utf8') : '{}');
  if (!result.ok) throw new Error(`${file}: ${result.problems.join('; ')}`);
  return result.config;
}

/**
 * A sandbox's portal (docs/demo-sandboxes.md) is the same build: its config sends every call
 * under the sandbox's prefix, and its page names the prefix as its base (`<base href>`, which
 * the portal takes as its base path), with the config preloaded from there. Its service worker
 * is the build's sw.js under the prefix, so it controls that sandbox alone (docs/offline.md).
 */
function sandboxConfig(config: RuntimeConfig, request: FastifyRequest): RuntimeConfig {
  const origin = originOf(request);
  const { prefix } = request.world;
  return {
    ...config,
    apiHost: `${config.apiHost || origin}${prefix}`,
    mappingHost: `${config.mappingHost || origin}${prefix}`,
    supplierHost: `${config.supplierHost || origin}${prefix}`,
  };
}

// The files beside index.html its page links to by path: a sandbox's page reads them from its
// base, where its service worker has them. The manifest's start_url and scope are relative to
// it, so a sandbox installs as itself.
const pageFiles = [runtimeConfigFile, 'manifest.webmanifest', 'favicon.svg', 'icon-192.png'];

function sandboxPage(indexHtml: string, prefix: string): string {
  return pageFiles.reduce(
    (page, file) => page.replaceAll(`href="/${file}"`, `href="${prefix}/${file}"`),
    indexHtml.replace('<head>', `<head>\n    <base href="${prefix}/" />`),
  );
}

/**
 * A client route's page: the build's index.html with the config written in, as the static host
 * sends it (docs/first-load.md#the-config-comes-with-the-page). Each encoding is made the first
 * time a browser asks for it: the root's page once, a sandbox's for its request.
 */
function clientPage(text: string) {
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  const quality = { [constants.BROTLI_PARAM_QUALITY]: 5 };
  return {
    text,
    br: () => (br ??= brotliCompressSync(text, { params: quality })),
    gzip: () => (gzip ??= gzipSync(text)),
  };
}

/**
 * Sends `page`, compressed when the browser takes it. index.html by name stays the build's own:
 * the service worker keeps that one.
 */
function sendClientPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: ReturnType<typeof clientPage>,
) {
  const accepted = request.headers['accept-encoding'] ?? '';
  reply
    .type('text/html; charset=utf-8')
    .header('vary', 'Accept-Encoding')
    .header('cache-control', cacheControl('/'));
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br());
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(page.gzip());
  }
  return reply.send(page.text);
}

// The headers nginx sends (@garage/hosting/security-headers), for the build's routes only: the
// API answers as the supplier would, without them.
const bundleHeaders = assetSecurityHeaders();

/**
 * Serves the portal's production build from the same origin as the API, so the demo is one
 * URL, the way deploy/ serves it in production: precompressed files, hashed bundles cached
 * for good, the same security headers. Any other GET that names no file is a client-side
 * route of the portal and gets its index.html.
 */
export async function webPlugin(app: FastifyInstance, { root }: WebOptions) {
  const buildConfig = readBuildConfig(root);
  // index.html's inline scripts, which a sandbox's page keeps as they are (sandboxPage).
  const scriptHashes = readInlineScriptHashes(root);
  const pageHeaders = securityHeaders(buildConfig, scriptHashes);
  const indexFile = join(root, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : '';
  const rootPage = clientPage(pageWithRuntimeConfig(indexHtml, buildConfig));
  const staticOptions = {
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
  } as const;

  // Hashed bundles, with the headers that matter for a script or stylesheet only.
  await app.register(async (bundles) => {
    bundles.addHook('onRequest', async (_request, reply) => {
      reply.headers(bundleHeaders);
    });
    await bundles.register(fastifyStatic, {
      ...staticOptions,
      root: join(root, 'static'),
      prefix: '/static/',
      setHeaders: (reply) => void reply.header('cache-control', cacheControl('/static/')),
    });
  });

  // index.html, icons, manifest, config.json and the client routes: every header.
  await app.register(async (pages) => {
    pages.addHook('onRequest', async (request, reply) => {
      if (request.world.id === null) {
        reply.headers(pageHeaders);
        return;
      }
      const config = sandboxConfig(buildConfig, request);
      reply
        .headers(securityHeaders(config, scriptHashes))
        .header('cache-control', cacheControl('/'));
      const path = request.url.split('?')[0] ?? '';
      if (path === `/${runtimeConfigFile}`) return reply.send(config);
      if (path === '/index.html') {
        return reply
          .type('text/html; charset=utf-8')
          .send(sandboxPage(indexHtml, request.world.prefix));
      }
    });
    await pages.register(fastifyStatic, {
      ...staticOptions,
      root,
      globIgnore: ['static/**'],
      // '/' is a client route like the others: the plugin's own index route answers 404 to
      // a browser that accepts br or gzip when preCompressed is on.
      index: false,
      setHeaders: (reply) => void reply.header('cache-control', cacheControl('/')),
    });
    pages.get('/*', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (notClientRoutes.some((prefix) => path.startsWith(prefix)) || hasExtension(path)) {
        throw new SupplierError(404, `No route GET ${request.url}`);
      }
      if (request.world.id !== null) {
        const page = sandboxPage(indexHtml, request.world.prefix);
        const withConfig = pageWithRuntimeConfig(page, sandboxConfig(buildConfig, request));
        return sendClientPage(request, reply, clientPage(withConfig));
      }
      return sendClientPage(request, reply, rootPage);
    });
  });
}

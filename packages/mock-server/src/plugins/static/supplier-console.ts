import fastifyStatic from '@fastify/static';
import { assetSecurityHeaders, consoleSecurityHeaders } from '@garage/hosting/security-headers';
import type { FastifyInstance } from 'fastify';
import { SupplierError } from '../infrastructure/errors.ts';

export type SupplierConsoleOptions = { root: string };

const prefix = '/console/';
const hasExtension = (path: string) => /\.[^/]*$/.test(path);

const pageHeaders = consoleSecurityHeaders();
const bundleHeaders = assetSecurityHeaders();

/**
 * Serves the supplier console's build (packages/supplier-console) under /console/, beside the
 * portal, for the salesperson playing the supplier. Its hashed bundles are cached for good;
 * any other GET under /console/ that names no file is one of its client routes and gets its
 * index.html. Only registered with the demo API, which it calls. Pages and bundles get the
 * portal's security headers, the pages with the console's own CSP.
 */
export async function supplierConsolePlugin(
  app: FastifyInstance,
  { root }: SupplierConsoleOptions,
) {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(request.url.startsWith(`${prefix}assets/`) ? bundleHeaders : pageHeaders);
  });
  await app.register(fastifyStatic, {
    root,
    prefix,
    // Routes for the build's files as they are now, so the fallback below owns the rest.
    wildcard: false,
    setHeaders: (reply, path) =>
      void reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ),
  });
  app.get(`${prefix}*`, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (hasExtension(path)) throw new SupplierError(404, `No route GET ${request.url}`);
    return reply.sendFile('index.html');
  });
}

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SupplierError } from './errors.ts';

export type WebOptions = { root: string };

// Paths that belong to the API side: an unknown one is a JSON 404, never the portal's page.
const apiPrefixes = ['/api/', '/__demo/', '/assets/', '/docs'];

/**
 * Serves the portal's production build from the same origin as the API, so the demo is one
 * URL. Any other GET is a client-side route of the portal and gets its index.html.
 */
export async function webPlugin(app: FastifyInstance, { root }: WebOptions) {
  await app.register(fastifyStatic, { root, wildcard: false, index: 'index.html' });
  app.get('/*', async (request, reply) => {
    if (apiPrefixes.some((prefix) => request.url.startsWith(prefix))) {
      throw new SupplierError(404, `No route GET ${request.url}`);
    }
    return reply.sendFile('index.html');
  });
}

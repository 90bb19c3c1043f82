// The supplier's four hosts as the contract checks reach them: the main API, the mapping host,
// the company's own host and the supplier host. Which one answers an operation is the
// operation's own `servers` in openapi/supplier-api.yaml (none: the main API). Pact's verifier
// sends every interaction to one base URL, so the verification points it at a routing proxy
// on loopback that forwards each request to the host its operation lives on.
import { loadOpenApiDocument } from '@garage/api-types/openapi';
import { hostRoles, type HostRole } from '@garage/openapi-checks/hosts';
import replyFrom from '@fastify/reply-from';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { matchOperation, operationsOf } from './openapi.ts';

export { hostRoles, type HostRole };
/** Each host's base URL (an origin, or an origin and a path prefix). */
export type HostUrls = Record<HostRole, string>;

export const hostLabels: Record<HostRole, string> = {
  api: 'main API',
  mapping: 'mapping host',
  company: 'company host',
  supplier: 'supplier host',
};

export type Route = { role: HostRole; operationId: string | undefined };
/** The host a request goes to, from its method and path (a query string is ignored). */
export type HostRouter = (method: string, path: string) => Route;

/**
 * Routes by the OpenAPI document: the request's operation, then that operation's host. The
 * bulletins live on both the company's host and the supplier host (the latter for companies
 * without a host of their own); the portal's companies have one, so the company host is
 * verified. A path no operation matches goes to the main API.
 */
export async function createHostRouter(): Promise<HostRouter> {
  const document = await loadOpenApiDocument();
  const operations = operationsOf(document);
  return (method, path) => {
    const operation = matchOperation(operations, method, path);
    const roles = operation?.hosts ?? ['api'];
    const role = roles.includes('company') ? 'company' : (roles[0] ?? 'api');
    return { role, operationId: operation?.operationId };
  };
}

export type RoutingProxy = {
  /** Where to send every request: the proxy's own origin on loopback. */
  url: string;
  close(): Promise<void>;
};

/**
 * A proxy on a free loopback port (Fastify with @fastify/reply-from) that forwards each request
 * to the host `route` picks (by default createHostRouter's), the request's path appended to
 * that host's base URL, with that host's Host header. When a host does not answer, the proxy
 * answers 502 naming it.
 */
export async function startRoutingProxy(
  hosts: HostUrls,
  router?: HostRouter,
): Promise<RoutingProxy> {
  const route = router ?? (await createHostRouter());
  const proxy = Fastify();
  // Bodies go through as they came, whatever their type: nothing is parsed here.
  proxy.removeAllContentTypeParsers();
  proxy.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  await proxy.register(replyFrom);
  proxy.all('/*', (request, reply) => {
    const { role } = route(request.method, request.url);
    const base = new URL(hosts[role]);
    return reply.from(`${base.origin}${base.pathname.replace(/\/+$/, '')}${request.url}`, {
      onError: (answer, { error }) => {
        answer
          .code(502)
          .type('text/plain; charset=utf-8')
          .send(`The ${hostLabels[role]} at ${base.href} did not answer: ${error.message}`);
      },
    });
  });
  await proxy.listen({ port: 0, host: '127.0.0.1' });
  const { port } = proxy.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => proxy.close() };
}

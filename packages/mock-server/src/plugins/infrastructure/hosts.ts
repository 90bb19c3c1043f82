// The supplier's four hosts, each on its own port, as a real deployment has them: the main
// API, the mapping host, a company's own host and the supplier host. One app and one store
// serve them all, but each host answers only the operations the OpenAPI document places on
// it (an operation's `servers`), so a call the portal sends to the wrong host fails.
import type { FastifyInstance } from 'fastify';
import { operationHosts } from '@garage/openapi-checks/operations';
import { hostRoles, type HostRole } from '@garage/openapi-checks/hosts';
import fp from 'fastify-plugin';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OpenApiDocument } from './contract.ts';
import { SupplierError } from './errors.ts';

// Read from the document by @garage/openapi-checks (the drift watch reads it there too).
export { operationHosts, type HostRole };
export type HostPorts = Record<HostRole, number>;
export type HostOrigins = Record<HostRole, string>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Listens on one port per host (0: any free port); answers each host's origin.
     * `reachedAt` names a host's origin where callers reach it other than where it listens
     * (a proxy in front, such as the drift watch): the answers that name a host (the company
     * lookup) name that one, so the portal's calls go through the proxy too.
     */
    listenOnHosts(options: {
      host?: string;
      ports: HostPorts;
      reachedAt?: Partial<HostOrigins>;
    }): Promise<HostOrigins>;
    /**
     * Each host's origin as callers reach it, once listenOnHosts has run; null when one origin
     * serves them all.
     */
    hostOrigins: HostOrigins | null;
  }
}

/** Bulletin files are the news hosts' own; the supplier console, docs and portal the main host's. */
function hostsOfOtherPath(url: string): HostRole[] {
  return url.startsWith('/assets/') ? ['company', 'supplier'] : ['api'];
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;

export const hostsPlugin = fp<{ document: OpenApiDocument }>(
  async (app: FastifyInstance, { document }) => {
    const byOperation = operationHosts(document);
    const roleByPort = new Map<number, HostRole>();
    const extraServers: Server[] = [];
    app.decorate('hostOrigins', null);

    app.addHook('onRequest', async (request) => {
      // One origin serves every host; and a CORS preflight is answered wherever it is sent.
      if (roleByPort.size === 0 || request.method === 'OPTIONS') return;
      const role = roleByPort.get(request.socket.localPort ?? 0) ?? 'api';
      const { operationId } = request.routeOptions.config;
      // An operation of another document (the demo API's) is the main host's.
      const roles = operationId
        ? (byOperation.get(operationId) ?? ['api'])
        : hostsOfOtherPath(request.url);
      if (!roles.includes(role)) {
        throw new SupplierError(
          404,
          `No route ${request.method} ${request.url} on the ${role} host`,
        );
      }
    });

    app.decorate('listenOnHosts', async ({ host = '127.0.0.1', ports, reachedAt = {} }) => {
      await app.listen({ port: ports.api, host });
      roleByPort.set(portOf(app.server), 'api');
      for (const role of hostRoles.filter((other) => other !== 'api')) {
        // The other hosts hand their requests to the same app: one store, one clock.
        const server = createServer((request, response) => app.routing(request, response));
        await new Promise<void>((done) => server.listen(ports[role], host, done));
        extraServers.push(server);
        roleByPort.set(portOf(server), role);
      }
      const origins = Object.fromEntries(
        [...roleByPort].map(([port, role]) => [role, `http://${host}:${port}`]),
      ) as HostOrigins;
      app.hostOrigins = { ...origins, ...reachedAt };
      return origins;
    });

    app.addHook('onClose', async () => {
      await Promise.all(
        extraServers.map(
          (server) =>
            new Promise((done) => {
              server.closeAllConnections();
              server.close(done);
            }),
        ),
      );
    });
  },
  { name: 'hosts', dependencies: ['errors'] },
);

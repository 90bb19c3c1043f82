// Fault injection for demos and tests: slow or failing supplier calls on demand, so the portal's
// loading, error and retry paths can be shown and tested against the same mock. The rules, and
// what they do to a path, are the request's world's (world/fault-rules.ts); this hook only
// waits and answers.
import fp from 'fastify-plugin';
import { setTimeout as sleep } from 'node:timers/promises';
import { errorBody } from './errors.ts';

/**
 * The demo API's operations are never faulted: it is how faults get cleared; nor the health
 * checks, which a fault rule for every path would otherwise fail, and a balancer then stop.
 */
const exemptPrefix = '/__demo';
const exemptPaths = new Set(['/healthz', '/readyz']);

/** Slows or fails the supplier's operations as the request's world's rules say. */
export const faultsPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      // Only the supplier's operations: the portal's own files, the docs and CORS preflights
      // (which would surface as a CORS error, not the fault being shown) have no operationId.
      if (!request.routeOptions.config.operationId) return;
      const path = request.url.split('?')[0] ?? '';
      if (path === exemptPrefix || path.startsWith(`${exemptPrefix}/`)) return;
      if (exemptPaths.has(path)) return;

      const { latencyMs, failing } = request.world.faults.outcomeFor(path);
      if (latencyMs > 0) await sleep(latencyMs);
      if (!failing) return;
      return reply
        .code(failing.status)
        .send(
          errorBody(
            failing.status,
            `Injected fault: rule ${failing.id} (${failing.pathPattern}) failed ${request.method} ${path}`,
          ),
        );
    });
  },
  { name: 'faults', dependencies: ['errors', 'sandboxes'] },
);

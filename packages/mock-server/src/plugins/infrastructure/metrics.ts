// Prometheus metrics (docs/demo-sandboxes.md, "Metrics"), off unless the config turns them on:
// the sandboxes' counts, the store's saves, failures and takeovers, each request's duration by
// route and status, and the process's own (prom-client's defaults). Counts and times only: no
// sandbox's id, label or content, and routes by their pattern (a sandbox's /s/{id} prefix is off
// before routing).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { StoreKind } from '../../sandbox-stores/sandbox-store.ts';
import type { SandboxEvents } from '../../sandboxes/sandbox-events.ts';

const prefix = 'garage_mock_';

export type Metrics = { registry: Registry; events: SandboxEvents };

/** The metrics of a process whose sandboxes are kept in `store` (memory: none kept). */
export function createMetrics(store: StoreKind, live: () => number): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix });
  new Gauge({
    name: `${prefix}sandboxes_live`,
    help: 'Sandboxes live in this process',
    registers,
    collect() {
      this.set(live());
    },
  });
  const started = new Counter({
    name: `${prefix}sandboxes_started_total`,
    help: 'Sandboxes started here, from the seed (or a scenario) or imported from a saved demo',
    labelNames: ['from'],
    registers,
  });
  const expired = new Counter({
    name: `${prefix}sandboxes_expired_total`,
    help: 'Sandboxes ended here for being idle past the limit',
    registers,
  });
  const saves = new Histogram({
    name: `${prefix}store_save_duration_seconds`,
    help: "Saves of a sandbox's changes to the store, by how long each took",
    labelNames: ['store'],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers,
  });
  const failures = new Counter({
    name: `${prefix}store_errors_total`,
    help: 'Store calls that failed (not the one-writer refusals), by call',
    labelNames: ['store', 'call'],
    registers,
  });
  const takeovers = new Counter({
    name: `${prefix}store_lease_takeovers_total`,
    help: "Sandboxes taken over from another process's lease: at once (it was gone) or waited out",
    labelNames: ['store', 'how'],
    registers,
  });
  return {
    registry,
    events: {
      started: (from) => started.inc({ from }),
      expired: () => expired.inc(),
      saved: (seconds) => saves.observe({ store }, seconds),
      storeFailed: (call) => failures.inc({ store, call }),
      tookOver: (how) => takeovers.inc({ store, how }),
    },
  };
}

export type MetricsPluginOptions = { metrics: Metrics };

/** `GET /metrics`, and every request's duration by method, route and status. */
export const metricsPlugin = fp<MetricsPluginOptions>(
  async (app: FastifyInstance, { metrics: { registry } }) => {
    const requests = new Histogram({
      name: `${prefix}http_request_duration_seconds`,
      help: 'Requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      requests.observe(labels, reply.elapsedTime / 1000);
    });
    app.get('/metrics', async (_request, reply) =>
      reply.type(registry.contentType).send(await registry.metrics()),
    );
  },
  { name: 'metrics' },
);

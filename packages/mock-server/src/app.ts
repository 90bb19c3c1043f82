import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import { loadOpenApiDocument, supplierApiPath } from '@garage/api-types/openapi';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { assetsPlugin } from './plugins/static/assets.ts';
import { healthPlugin } from './plugins/infrastructure/health.ts';
import { createMetrics, metricsPlugin } from './plugins/infrastructure/metrics.ts';
import { authPlugin } from './plugins/infrastructure/auth.ts';
import { maxUploadMb } from './plugins/infrastructure/multipart-form.ts';
import { contractPlugin } from './plugins/infrastructure/contract.ts';
import type { DriftName } from './plugins/infrastructure/drift-table.ts';
import { driftsPlugin } from './plugins/infrastructure/drifts.ts';
import { docsPlugin } from './plugins/static/docs.ts';
import { errorsPlugin, frameworkErrors, maxParamLength } from './plugins/infrastructure/errors.ts';
import { faultsPlugin } from './plugins/infrastructure/faults.ts';
import { hostsPlugin } from './plugins/infrastructure/hosts.ts';
import { rewriteSandboxUrl, sandboxesPlugin } from './plugins/infrastructure/sandboxes.ts';
import { sandboxCreationPlugin } from './plugins/infrastructure/sandbox-creation.ts';
import { startPagePlugin } from './plugins/static/start-page.ts';
import { defaultSandboxLimits, SandboxRegistry, type SandboxLimits } from './sandboxes/registry.ts';
import { SandboxKeeper } from './sandboxes/sandbox-keeper.ts';
import { ignoredEvents, type SandboxEvents } from './sandboxes/sandbox-events.ts';
import { holderIsGone, ownerText, thisProcess } from './sandboxes/lease-owner.ts';
import {
  openSandboxStore,
  type OpenOptions,
  type StoreLocation,
} from './sandbox-stores/open-store.ts';
import { defaultStoreOptions, type StoreBackground } from './sandbox-stores/sandbox-store.ts';
import { createWorld } from './world/world.ts';
import { supplierConsolePlugin } from './plugins/static/supplier-console.ts';
import { webPlugin } from './plugins/static/web.ts';
import { demoApiPlugin } from './routes/demo-api/index.ts';
import { handlers } from './routes/supplier-api/index.ts';
import { simulatorPlugin } from './plugins/infrastructure/simulator.ts';
import type { SimulatorOptions } from './simulator/simulator.ts';

export type AppOptions = {
  /** Seed number: the same number gives the same data. */
  seed: number;
  /** Clock start in ms (default: now). */
  clockStart?: number;
  /** A frozen clock moves only when advanced (tests). */
  frozenClock?: boolean;
  tokenLifetimeMs: number;
  /** Check every response against the OpenAPI document (the test suite turns this on). */
  validateResponses?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** The portal's production build, served on the same origin (the demo). */
  webRoot?: string;
  /** Serves the demo API under /__demo, with no token: demos and browser tests only. */
  demoApi?: boolean;
  /**
   * The supplier console's build (packages/supplier-console/dist), served under /console/ with
   * the demo API (which it calls) when it holds an index.html.
   */
  supplierConsoleRoot?: string;
  /** Runs the supplier's side (quotes, dispatches, deliveries, replies); off when absent. */
  simulator?: SimulatorOptions;
  /**
   * Origins allowed to call across origins (the portal's, where it is served apart from the
   * mock); any origin when absent, as suits a demo on one origin.
   */
  corsOrigins?: string[];
  /**
   * Hosted mode: every visitor may start a sandbox of their own under /s/{id}/ (needs the demo
   * API). Off when absent: one world, as before.
   */
  sandboxes?: SandboxesOptions;
  /** Behind a proxy (the hosted demo's nginx): which hops to trust for the client's address. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /**
   * Names this process in an x-mock-process header on every answer, so a test of the hosted
   * demo sees which process behind the balancer served a request. None when absent.
   */
  processName?: string;
  /**
   * Named drifts from the document in every answer of their operations (a drifted supplier to
   * test a contract checker against, docs/contract-drift.md). None when absent.
   */
  drifts?: readonly DriftName[];
  /** Prometheus metrics at /metrics (docs/demo-sandboxes.md, "Metrics"). Off when absent. */
  metrics?: boolean;
};

export type SandboxesOptions = Partial<SandboxLimits> & {
  /** Signs sandbox ids; every process behind one balancer needs the same (random when absent). */
  secret?: Buffer;
  /** Sandboxes one client address may start per window. */
  creations?: { max: number; windowMs: number };
  /** Real time for expiry (tests move it); Date.now when absent. */
  now?: () => number;
  /**
   * Where sandboxes are kept beyond this process's memory (docs/demo-sandboxes.md, "Stores"):
   * memory, as when absent, keeps them only here.
   */
  store?: StoreLocation;
  /** The store's lease and, for Redis, its keys' prefix (tests); `now` is the sandboxes'. */
  storeOptions?: Omit<OpenOptions, 'now'>;
};

/** The sandboxes' store, unless they live in memory only; closed with the app. */
async function openKeeper(
  sandboxes: SandboxesOptions,
  processName: string | undefined,
  events: SandboxEvents,
  log: FastifyBaseLogger,
): Promise<SandboxKeeper | undefined> {
  const { store: location, storeOptions = {}, now = Date.now } = sandboxes;
  if (!location || location.kind === 'memory') return undefined;
  // Work no request sees fail (a lost Redis connection, a sweep, a checkpoint): said and counted.
  const onError = (error: Error, during: StoreBackground) => {
    log.warn({ err: error, during }, 'the sandbox store failed in the background');
    events.storeFailed(during);
  };
  const store = await openSandboxStore(location, { ...storeOptions, now, onError });
  // Unique to this run of this process: a restarted process holds none of its old leases, but
  // can tell they were its own, or a dead process's, and take them at once (lease-owner.ts).
  const self = thisProcess(processName);
  return new SandboxKeeper({
    store,
    owner: ownerText(self),
    holderIsGone: (holder) => holderIsGone(holder, self),
    events,
    // A process that died holding a sandbox's lease, where no other can tell it died, frees it
    // that long after its last request.
    leaseMs: storeOptions.leaseMs ?? defaultStoreOptions.leaseMs,
  });
}

/** The mock supplier as a Fastify app; server.ts listens, tests use app.inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // The supplier spells one path with a trailing slash; accept it either way.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength },
    // The router's own errors (a path parameter too long or badly encoded) as ErrorBody too.
    frameworkErrors,
    ...(options.sandboxes ? { rewriteUrl: rewriteSandboxUrl } : {}),
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
  });
  const { processName } = options;
  if (processName) {
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-mock-process', processName);
    });
  }
  const worldDefaults = { tokenLifetimeMs: options.tokenLifetimeMs, simulator: options.simulator };
  const defaultWorld = await createWorld({
    ...worldDefaults,
    id: null,
    label: null,
    seed: options.seed,
    clockStart: options.clockStart ?? null,
    frozenClock: options.frozenClock,
  });
  const metrics = options.metrics
    ? createMetrics(
        options.sandboxes?.store?.kind ?? 'memory',
        (): number => registry?.liveCount ?? 0,
      )
    : null;
  const events = metrics?.events ?? ignoredEvents;
  const registry: SandboxRegistry | null = options.sandboxes
    ? new SandboxRegistry({
        ...defaultSandboxLimits,
        ...options.sandboxes,
        secret: options.sandboxes.secret ?? randomBytes(32),
        now: options.sandboxes.now ?? Date.now,
        worldDefaults,
        keeper: await openKeeper(options.sandboxes, processName, events, app.log),
        events,
      })
    : null;
  if (registry) app.addHook('onClose', () => registry.close());
  const document = await loadOpenApiDocument(supplierApiPath);
  await app.register(errorsPlugin);
  await app.register(healthPlugin);
  if (metrics) await app.register(metricsPlugin, { metrics });
  // What a real supplier host must allow for a portal on another origin: its origin, the
  // token headers every call carries, and preflights a browser may cache for ten minutes.
  await app.register(cors, {
    origin: options.corsOrigins ?? true,
    methods: ['GET', 'POST'],
    allowedHeaders: ['token', 'authorization', 'content-type'],
    maxAge: 600,
  });
  // After cors, so a refused or injected error still carries the headers a browser needs.
  await app.register(sandboxesPlugin, { defaultWorld, registry });
  await app.register(hostsPlugin, { document });
  await app.register(faultsPlugin);
  await app.register(multipart, { limits: { fileSize: maxUploadMb * 1024 * 1024, files: 1 } });
  await app.register(authPlugin);
  await app.register(contractPlugin, { validateResponses: options.validateResponses });
  if (options.drifts?.length) await app.register(driftsPlugin, { drifts: options.drifts });
  app.registerOperations(document, {
    handlers,
    authenticate: (request) => app.authenticate(request),
  });
  await app.register(assetsPlugin);
  await app.register(docsPlugin, { demoApi: options.demoApi });
  if (options.webRoot) await app.register(webPlugin, { root: options.webRoot });
  if (options.simulator) {
    await app.register(simulatorPlugin, {
      intervalMs: options.simulator.intervalMs,
      worlds: () => [defaultWorld, ...(registry?.inUse() ?? [])],
      // What a step changed in a sandbox is stored, as a request's change is.
      afterStep: (world) => registry?.save(world),
    });
  }
  if (options.demoApi) await app.register(demoApiPlugin);
  if (options.demoApi && options.sandboxes) {
    await app.register(sandboxCreationPlugin, { creations: options.sandboxes.creations });
    await app.register(startPagePlugin);
  }
  if (
    options.demoApi &&
    options.supplierConsoleRoot &&
    existsSync(join(options.supplierConsoleRoot, 'index.html'))
  ) {
    await app.register(supplierConsolePlugin, { root: options.supplierConsoleRoot });
  }
  return app;
}

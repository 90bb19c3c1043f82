import type { Sandbox } from '@garage/api-types/demo-api';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, expect } from 'vitest';
import type { AppOptions, SandboxesOptions } from '../app.ts';
import type { StoreKind } from '../sandbox-stores/sandbox-store.ts';
import { sandboxStoreUnderTest } from './sandbox-stores.ts';
import { buildTestApp } from './test-app.ts';

const fixedStart = Date.parse('2026-11-24T09:00:00Z');

/** The path prefix of a sandbox. */
export const prefixOf = (sandbox: Sandbox) => `/s/${sandbox.id ?? ''}`;

/**
 * For a test file of the demo's sandboxes: the app each test builds, closed after it, and
 * requests into its sandboxes. Their real time stands at a fixed start unless a test moves it
 * on, and goes back there after each test. With a `store`, the sandboxes are kept in an empty
 * store of that kind for each test, and their real time is the real one, moved on by the
 * test: Redis keeps leases and expires keys by its own clock, and a lease is waited out.
 */
export function sandboxesUnderTest({ store = 'memory' }: { store?: StoreKind } = {}) {
  let app: FastifyInstance;
  const others: FastifyInstance[] = [];
  const kept = sandboxStoreUnderTest(store);
  // One secret for every app of a test: another process, or the same one restarted.
  const secret = randomBytes(32);
  /** Memory: the real time; else how far it was moved on from the real time. */
  let realNow = fixedStart;
  const now = () => (store === 'memory' ? realNow : Date.now() + realNow);
  let lastOptions: SandboxesOptions = {};
  let lastExtra: Pick<AppOptions, 'processName' | 'simulator' | 'metrics'> = {};
  beforeEach(() => {
    realNow = store === 'memory' ? fixedStart : 0;
  });
  afterEach(async () => {
    await Promise.all([app, ...others.splice(0)].map((each) => each.close()));
  });

  const hostedApp = (
    options: SandboxesOptions,
    extra: Pick<AppOptions, 'processName' | 'simulator' | 'metrics'>,
  ) => {
    const { store: location, storeOptions } = kept.options();
    const sandboxes = {
      ...{ secret, now, store: location, ...options },
      storeOptions: { ...storeOptions, ...options.storeOptions },
    };
    return buildTestApp({ demoApi: true, sandboxes, ...extra });
  };

  /** Builds the app the test asks for. */
  async function build(options: Parameters<typeof buildTestApp>[0]) {
    app = await buildTestApp(options);
    return app;
  }

  /** A request inside a sandbox: `prefix` '' is the default one. */
  const inside = (prefix: string, options: InjectOptions & { url: string }) =>
    app.inject({ ...options, url: `${prefix}${options.url}` });

  return {
    build,
    /** Builds the app as the hosted demo runs: the demo API, and sandboxes on the real time. */
    hosted: async (
      options: SandboxesOptions = {},
      extra: Pick<AppOptions, 'processName' | 'simulator' | 'metrics'> = {},
    ) => {
      lastOptions = options;
      lastExtra = extra;
      app = await hostedApp(options, extra);
      return app;
    },
    /** The hosted app stopped and started again on the same store, as a restarted process. */
    restart: async (
      extra: Pick<AppOptions, 'processName' | 'simulator' | 'metrics'> = lastExtra,
    ) => {
      await app.close();
      app = await hostedApp(lastOptions, extra);
      return app;
    },
    /** Another process of the hosted demo on the same store, closed after the test. */
    another: async (
      extra: Pick<AppOptions, 'processName' | 'simulator' | 'metrics'> = lastExtra,
    ) => {
      const other = await hostedApp(lastOptions, extra);
      others.push(other);
      return other;
    },
    /** The store stops answering under the running apps (Redis only: its server stopped). */
    stopStore: () => kept.stop(),
    /** Moves the sandboxes' real time on. */
    passTime: (ms: number) => {
      realNow += ms;
    },
    /** Starts a sandbox, failing the test unless it started. */
    create: async (body: object = {}): Promise<Sandbox> => {
      const response = await app.inject({
        method: 'POST',
        url: '/__demo/sandboxes',
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Sandbox>();
    },
    inside,
    /** Activates a device (a fresh one unless given) inside a sandbox. */
    activate: (prefix: string, code: string, deviceId = crypto.randomUUID()) =>
      inside(prefix, {
        method: 'POST',
        url: '/api/authenticate/mobile/activate',
        payload: {
          DeviceID: deviceId,
          EntryCode: code,
          DeviceDescription: 'Desktop',
          OneSignalID: deviceId,
        },
      }),
  };
}

import type { Sandbox } from '@garage/api-types/demo-api';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, expect } from 'vitest';
import type { AppOptions, SandboxesOptions } from '../app.ts';
import { buildTestApp } from './test-app.ts';

const start = Date.parse('2026-11-24T09:00:00Z');

/** The path prefix of a sandbox. */
export const prefixOf = (sandbox: Sandbox) => `/s/${sandbox.id ?? ''}`;

/**
 * For a test file of the demo's sandboxes: the app each test builds, closed after it, and
 * requests into its sandboxes. Their real time stands at `start` unless a test moves it on, and
 * goes back there after each test.
 */
export function sandboxesUnderTest() {
  let app: FastifyInstance;
  let realNow = start;
  afterEach(async () => {
    await app.close();
    realNow = start;
  });

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
    hosted: (options: SandboxesOptions = {}, extra: Pick<AppOptions, 'processName'> = {}) =>
      build({ demoApi: true, sandboxes: { now: () => realNow, ...options }, ...extra }),
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

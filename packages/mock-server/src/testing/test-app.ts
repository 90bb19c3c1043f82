import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import { fixtures } from '../records/data/fixtures.ts';

/** The clock time every test starts at: a Friday, 10:00 in Leeds. */
export const testNow = Date.parse('2026-11-20T10:00:00Z');

/**
 * The app as tests use it: seed 1, frozen clock, every response checked against the contract;
 * the demo API, the simulator, sandboxes and drifts only when a test asks for them.
 */
export async function buildTestApp(
  extra: Pick<
    AppOptions,
    'demoApi' | 'simulator' | 'sandboxes' | 'processName' | 'drifts' | 'metrics'
  > = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    seed: 1,
    clockStart: testNow,
    frozenClock: true,
    tokenLifetimeMs: 60 * 60 * 1000,
    validateResponses: true,
    ...extra,
  });
  recordCoverage(app);
  return app;
}

/**
 * For the contract coverage report (packages/contracts/scripts/coverage-report.ts): when
 * CONTRACT_COVERAGE_DIR is set, appends `{"operationId","status"}` of every response an
 * operation route serves to a JSON-lines file there, one file per test process.
 */
export function recordCoverage(
  app: FastifyInstance,
  dir: string | undefined = process.env.CONTRACT_COVERAGE_DIR,
): void {
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `mock-server-${process.pid}-${threadId}.jsonl`);
  app.addHook('onResponse', async (request, reply) => {
    const operationId = request.routeOptions.config.operationId;
    if (!operationId) return;
    appendFileSync(file, `${JSON.stringify({ operationId, status: reply.statusCode })}\n`);
  });
}

export type SeedUser = keyof typeof fixtures.licenceCodes;

/** The activation a seed user's device sends, as the portal sends it. */
const activationOf = (user: SeedUser, deviceId: string) => ({
  DeviceID: deviceId,
  EntryCode: fixtures.licenceCodes[user],
  DeviceDescription: 'Desktop',
  OneSignalID: deviceId,
});

const signedIn = (deviceId: string, token: string) => ({
  deviceId,
  token,
  headers: { token, authorization: `Bearer ${token}` },
});

/** Activates a device (a fresh one unless given) for a seed user; returns its token headers. */
export async function signIn(
  app: FastifyInstance,
  user: SeedUser = 'dave',
  deviceId: string = crypto.randomUUID(),
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/authenticate/mobile/activate',
    payload: activationOf(user, deviceId),
  });
  if (response.statusCode !== 202) throw new Error(`sign-in failed: ${response.body}`);
  return signedIn(deviceId, response.json<{ token: string }>().token);
}

/**
 * signIn over HTTP, for a mock listening at `origin` (or anything in front of it, such as the
 * drift watch).
 */
export async function signInAt(
  origin: string,
  user: SeedUser = 'dave',
  deviceId: string = crypto.randomUUID(),
) {
  const response = await fetch(`${origin}/api/authenticate/mobile/activate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(activationOf(user, deviceId)),
  });
  if (response.status !== 202) {
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  }
  return signedIn(deviceId, ((await response.json()) as { token: string }).token);
}

/**
 * The mock as a benchmark runs it: as the demo does (request validation on, the real clock) on
 * a free loopback port, with a signed-in garage's token headers and the window of enquiries the
 * portal asks for by default (36 days back to tomorrow).
 */
export async function benchmarkMock() {
  const mock = await buildApp({ seed: 1, tokenLifetimeMs: 24 * 3_600_000 });
  const origin = await mock.listen({ port: 0, host: '127.0.0.1' });
  const { headers } = await signIn(mock);
  const today = new Date(mock.world.clock.now());
  const window = {
    StartDate: new Date(today.getTime() - 36 * 86_400_000).toISOString().slice(0, 10),
    EndDate: new Date(today.getTime() + 86_400_000).toISOString().slice(0, 10),
  };
  return { mock, origin, headers, window };
}

/**
 * Every collection's records, to prove a rejected request changed nothing. Binary fields are
 * reduced to a digest: stringifying their bytes would be slow and say no more.
 */
export function snapshot(app: FastifyInstance): string {
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(app.world.db).map(([name, collection]) => [name, collection.all()]),
    ),
    (_key, value: unknown) =>
      value instanceof Uint8Array
        ? `sha1:${createHash('sha1').update(value).digest('hex')}`
        : value,
  );
}

export type { InjectOptions };

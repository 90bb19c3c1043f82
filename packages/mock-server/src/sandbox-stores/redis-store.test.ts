// The Redis store while its connection is down (docs/demo-sandboxes.md, "Stores"): a call
// waits for Redis to come back, up to a limit, and then fails saying so, rather than hang.
import { startRedisServer, type RedisServer } from '@garage/server-processes/redis-server';
import { createClient } from '@redis/client';
import { afterEach, describe, expect, it } from 'vitest';
import { UnavailableError } from '../domain/errors.ts';
import { openSandboxStore } from './open-store.ts';
import { LeaseHeldError, type SandboxStore } from './sandbox-store.ts';

let redis: RedisServer | undefined;
let store: SandboxStore | undefined;

afterEach(async () => {
  await store?.close();
  await redis?.close();
});

async function storeOnItsOwnRedis(offlineWaitMs: number) {
  redis = await startRedisServer();
  store = await openSandboxStore(
    { kind: 'redis', url: redis.url },
    // The client says each lost connection; the test expects them.
    { offlineWaitMs, onError: () => undefined },
  );
  return { store, port: Number(new URL(redis.url).port) };
}

describe('the Redis store, while Redis is down', () => {
  it('fails a call once it has waited the limit for Redis, naming Redis', async () => {
    const offlineWaitMs = 1_000;
    const { store, port } = await storeOnItsOwnRedis(offlineWaitMs);
    await redis?.close();
    redis = undefined;

    const started = performance.now();
    const refusal = store.list().catch((error: unknown) => error);
    // A 503 with Retry-After at the edge (plugins/infrastructure/errors.ts).
    await expect(refusal).resolves.toBeInstanceOf(UnavailableError);
    await expect(refusal).resolves.toMatchObject({
      message: `The sandbox store, Redis at 127.0.0.1:${port}, was not back within ${offlineWaitMs} ms`,
      retryAfterSeconds: 1,
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(offlineWaitMs - 50);
  });

  it('answers a call made meanwhile once Redis is back within the limit', async () => {
    const { store, port } = await storeOnItsOwnRedis(10_000);
    await redis?.close();
    const listed = store.list();
    redis = await startRedisServer({ port });

    // The client reconnects on its own, after a pause that grows with each try.
    await expect(listed).resolves.toEqual([]);
  }, 15_000);

  it('runs its scripts on a Redis that has forgotten them (restarted, or SCRIPT FLUSH)', async () => {
    const { store } = await storeOnItsOwnRedis(1_000);
    await store.acquire('s-1', 'me');
    const admin = createClient({ url: redis?.url ?? '' });
    await admin.connect();
    await admin.scriptFlush();
    admin.destroy();

    await expect(store.acquire('s-2', 'me')).resolves.toMatchObject({ version: 0, ended: false });
    await expect(store.acquire('s-1', 'someone else')).rejects.toThrow(LeaseHeldError);
  });
});

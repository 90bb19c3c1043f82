// Which store keeps the sandboxes, as the mock's --store setting names it (config/settings.ts),
// and opening it.
import { createMemoryStore } from './memory-store.ts';
import { openRedisStore, type RedisStoreOptions } from './redis-store.ts';
import { defaultStoreOptions, type SandboxStore, type StoreOptions } from './sandbox-store.ts';
import { createSqliteStore } from './sqlite-store.ts';

export type StoreLocation =
  { kind: 'memory' } | { kind: 'sqlite'; folder: string } | { kind: 'redis'; url: string };

/** `memory`, `sqlite:<folder>` or a redis:// (rediss://) URL; undefined for anything else. */
export function parseStoreLocation(value: string): StoreLocation | undefined {
  if (value === 'memory') return { kind: 'memory' };
  if (value.startsWith('sqlite:') && value.length > 'sqlite:'.length) {
    return { kind: 'sqlite', folder: value.slice('sqlite:'.length) };
  }
  const redis = URL.canParse(value) ? new URL(value) : undefined;
  if ((redis?.protocol === 'redis:' || redis?.protocol === 'rediss:') && redis.hostname !== '') {
    return { kind: 'redis', url: value };
  }
  return undefined;
}

export type OpenOptions = Partial<StoreOptions> &
  Pick<RedisStoreOptions, 'keyPrefix' | 'offlineWaitMs'>;

/** The store; StoreOpenError (a rejection) when it cannot be opened (store-open-error.ts). */
export async function openSandboxStore(
  location: StoreLocation,
  { keyPrefix, offlineWaitMs, ...options }: OpenOptions = {},
): Promise<SandboxStore> {
  const storeOptions = { ...defaultStoreOptions, ...options };
  switch (location.kind) {
    case 'memory':
      return createMemoryStore(storeOptions);
    case 'sqlite':
      return createSqliteStore({ ...storeOptions, folder: location.folder });
    case 'redis':
      return openRedisStore({
        ...storeOptions,
        url: location.url,
        keyPrefix,
        offlineWaitMs,
      });
  }
}

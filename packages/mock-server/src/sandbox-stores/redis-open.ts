// Connecting the Redis store's client (redis-store.ts), refusing with a StoreOpenError a Redis
// it cannot use, before anything is written: one that does not answer, refuses the mock's
// credentials or answers with an error, something else than Redis on that port, or a Redis
// whose keys under the store's prefix are of another format. The format is a key of its own,
// `<prefix>format`, written when the store is first opened.
import { createClient, ErrorReply } from '@redis/client';
import { sandboxScripts } from './redis-scripts.ts';
import { StoreOpenError } from './store-open-error.ts';

export const redisFormat = 'garage-sandboxes/1';

/** A client whose failed connections are retried while `retrying()` says so. */
const newClient = (url: string, retrying: () => boolean) =>
  // No time limit on a command sent over a live connection (redis-store.ts says why).
  createClient({
    url,
    scripts: sandboxScripts,
    commandOptions: { timeout: 0 },
    socket: {
      reconnectStrategy: (retries: number) =>
        retrying() && Math.min(2 ** retries * 50, 2000) + Math.floor(Math.random() * 200),
    },
  });

export type RedisClient = ReturnType<typeof newClient>;

/** The URL as it may be printed: without its password. */
export function printableRedisUrl(url: string): string {
  const printable = new URL(url);
  if (printable.password !== '') printable.password = '***';
  return printable.toString();
}

/**
 * A connected client on `url` whose keys under `keyPrefix` are this store's (or none yet).
 * While opening, a failed connection is not retried: it stops the start. Once open, a lost
 * connection is retried as node-redis does by default, each failure given to `onError`.
 */
export async function openRedisClient(
  url: string,
  keyPrefix: string,
  onError: (error: Error) => void,
): Promise<RedisClient> {
  let opened = false;
  const client = newClient(url, () => opened);
  client.on('error', (error: Error) => {
    if (opened) onError(error);
  });
  const store = printableRedisUrl(url);
  const where = `Redis at ${new URL(url).host}`;
  try {
    await client.connect();
    await refuseOtherFormats(client, keyPrefix, store, where);
  } catch (error) {
    if (client.isOpen) client.destroy();
    if (error instanceof StoreOpenError) throw error;
    throw redisOpenError(store, where, error as Error);
  }
  opened = true;
  return client;
}

async function refuseOtherFormats(
  client: RedisClient,
  keyPrefix: string,
  store: string,
  where: string,
): Promise<void> {
  const formatKey = `${keyPrefix}format`;
  const refusal = (found: string) =>
    new StoreOpenError(
      store,
      `${where} holds ${found} under the prefix '${keyPrefix}', not sandboxes in this mock's format (${redisFormat})`,
      'Give the demo a Redis database of its own (redis://host:port/<number>), or empty that one; nothing in it was changed',
    );
  const formatType = await client.type(formatKey);
  if (formatType === 'none') {
    const indexType = await client.type(`${keyPrefix}sandboxes`);
    if (indexType !== 'none' && indexType !== 'zset') {
      throw refusal(`a ${indexType} named '${keyPrefix}sandboxes'`);
    }
    await client.set(formatKey, redisFormat, { condition: 'NX' });
    return;
  }
  const found = formatType === 'string' ? await client.get(formatKey) : null;
  if (found !== redisFormat) {
    throw refusal(found === null ? `a ${formatType} named '${formatKey}'` : `format '${found}'`);
  }
}

const unreachable = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ETIMEDOUT',
]);

function redisOpenError(store: string, where: string, error: Error): StoreOpenError {
  const code = (error as NodeJS.ErrnoException).code;
  if ((code && unreachable.has(code)) || error.name === 'ConnectionTimeoutError') {
    return new StoreOpenError(
      store,
      `${where} does not answer (${code ?? error.message})`,
      'Start Redis there, or name the host and port it listens on: --store redis://host:port (STORE)',
    );
  }
  if (error instanceof ErrorReply && /^(NOAUTH|WRONGPASS)/.test(error.message)) {
    return new StoreOpenError(
      store,
      `${where} did not let the mock in (${error.message.split(' ')[0] ?? ''})`,
      'Give its user and password in the URL: redis://user:password@host:port',
    );
  }
  if (error instanceof ErrorReply) {
    return new StoreOpenError(
      store,
      `${where} answered with an error (${error.message})`,
      'Check that the URL names a Redis the mock may read and write',
    );
  }
  return new StoreOpenError(
    store,
    `what answers at ${new URL(store).host} is not Redis, or it closed the connection (${error.message})`,
    'Name the host and port Redis listens on: --store redis://host:port (STORE)',
  );
}

// The shared store: one Redis for every mock process behind a balancer, so whichever process
// serves a sandbox finds it (docs/demo-sandboxes.md, "Stores"). node-redis (@redis/client),
// Redis's own maintained client. Each step that checks a lease or a version is a Lua script
// (redis-scripts.ts), run by its SHA1 and sent whole only when Redis does not know it yet.
import { RESP_TYPES, TimeoutError } from '@redis/client';
import { UnavailableError } from '../domain/errors.ts';
import { openRedisClient } from './redis-open.ts';
import { type Reply, type SandboxKeys } from './redis-scripts.ts';
import {
  LeaseHeldError,
  SandboxEndedError,
  StaleVersionError,
  type SandboxParts,
  type SandboxStore,
  type StoreOptions,
  type StoredSandbox,
  type StoredSandboxSummary,
} from './sandbox-store.ts';

export type RedisStoreOptions = StoreOptions & {
  /** redis://[user:password@]host:port[/db], or rediss:// for TLS. */
  url: string;
  /** Before every key, so that stores (tests, several demos) can share one Redis. */
  keyPrefix?: string;
  /** How long a call made while the connection is down waits for it to come back. */
  offlineWaitMs?: number;
};

/** How long a health check's ping may wait to be sent, for a connection being lost. */
const pingWaitMs = 500;

/** As long as the client's own default limit on a command waiting to be sent. */
const defaultOfflineWaitMs = 5_000;

const text = (reply: Reply | undefined): string | null =>
  reply === null || reply === undefined || Array.isArray(reply) ? null : String(reply);

/** Parts as HGETALL answers them: name, text, name, text... */
function partsOf(reply: Reply | undefined): SandboxParts | undefined {
  if (!Array.isArray(reply) || reply.length === 0) return undefined;
  const parts: SandboxParts = {};
  for (let at = 0; at + 1 < reply.length; at += 2) {
    parts[text(reply[at]) ?? ''] = text(reply[at + 1]) ?? '';
  }
  return parts;
}

/** The sandbox from its hash's fields and parts (acquireScript's order); null if none is saved. */
function storedOf(id: string, fields: Reply[]): StoredSandbox | null {
  const [version, ended, document, binary, label, createdAt, lastUsedAt, expiresAt] = fields;
  if (text(ended) === '1' || !Buffer.isBuffer(document)) return null;
  const parts = partsOf(fields[8]);
  return {
    ...(parts ? { parts } : {}),
    id,
    version: Number(text(version)),
    document: text(binary) === '1' ? document : document.toString('utf8'),
    label: JSON.parse(text(label) ?? 'null') as string | null,
    createdAt: Number(text(createdAt)),
    lastUsedAt: Number(text(lastUsedAt)),
    expiresAt: Number(text(expiresAt)),
  };
}

export async function openRedisStore(options: RedisStoreOptions): Promise<SandboxStore> {
  const { leaseMs, now } = options;
  const keyPrefix = options.keyPrefix ?? 'garage-mock:';
  // No time limit on a command sent over a live connection (the client's default is 5 s): it
  // costs an AbortSignal, a listener and a timer per command, and a DOMException when the
  // timer fires 5 s later though the command was long answered, about 3 KB of garbage a
  // request. The client only counts a command's time waiting to be sent anyway, so only a
  // call made while the connection is down gets a limit (docs/demo-sandboxes.md, "Stores").
  const client = await openRedisClient(options.url, keyPrefix, (error: Error) =>
    options.onError?.(error, 'connection'),
  );
  const offlineWaitMs = options.offlineWaitMs ?? defaultOfflineWaitMs;
  const waiting = client.withCommandOptions({ timeout: offlineWaitMs });
  const pinging = client.withCommandOptions({ timeout: pingWaitMs });
  // Bulk strings as bytes: a document saved as bytes comes back as they were.
  const typeMapping = { [RESP_TYPES.BLOB_STRING]: Buffer };
  const bytesClients = {
    connected: client.withTypeMapping(typeMapping),
    offline: waiting.withTypeMapping(typeMapping),
  };
  const textClients = { connected: client, offline: waiting.withTypeMapping({}) };
  /** The client to send with now: while the connection is down, the one whose calls time out. */
  const sender = <Client>(pair: { connected: Client; offline: Client }) =>
    client.isReady ? pair.connected : pair.offline;
  /** How a failure names the store. */
  const where = `The sandbox store, Redis at ${new URL(options.url).host}`;
  /** `work`'s answer; a call that waited out `offlineWaitMs` for the connection, said as such. */
  async function reaching<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof TimeoutError)) throw error;
      throw new UnavailableError(`${where}, was not back within ${offlineWaitMs} ms`, {
        retryAfterSeconds: Math.ceil(offlineWaitMs / 1000),
      });
    }
  }

  const hashKey = (id: string) => `${keyPrefix}sandbox:${id}`;
  const leaseKey = (id: string) => `${keyPrefix}lease:${id}`;
  const partsKey = (id: string) => `${keyPrefix}parts:${id}`;
  const index = `${keyPrefix}sandboxes`;
  /** The keys of the scripts that take a sandbox's hash, its lease, the index and its parts. */
  const keysOf = (id: string): SandboxKeys => [hashKey(id), leaseKey(id), index, partsKey(id)];
  /** The client whose scripts answer in bytes (a document saved as bytes comes back so). */
  const scripts = () => sender(bytesClients);

  /** Throws the error a refused script names (ended, held, stale); else its reply. */
  function checked(id: string, expected: number, reply: Reply[]): Reply[] {
    const [outcome, detail, more] = reply;
    switch (text(outcome)) {
      case 'ended':
        throw new SandboxEndedError(id);
      case 'held':
        throw new LeaseHeldError(id, text(detail) ?? '', Number(text(more)));
      case 'stale':
        throw new StaleVersionError(id, expected, Number(text(detail)));
      default:
        return reply;
    }
  }

  /** Every stored sandbox, most recently used first (the store's `list`). */
  async function listed(): Promise<StoredSandboxSummary[]> {
    // The index outlives what expired: trim it first (its scores are the expiry times).
    const listing = sender(textClients);
    await listing.zRemRangeByScore(index, '-inf', now());
    const ids = await listing.zRange(index, 0, -1);
    const fields = ['version', 'ended', 'label', 'createdAt', 'lastUsedAt', 'expiresAt'];
    // Sent together: node-redis pipelines the commands of one tick on its connection.
    const rows = await Promise.all(ids.map((id) => listing.hmGet(hashKey(id), fields)));
    const summaries = rows.flatMap((row, at): StoredSandboxSummary[] => {
      const [version, ended, label, createdAt, lastUsedAt, expiresAt] = row;
      const id = ids[at];
      if (id === undefined || version == null || ended === '1') return [];
      return [
        {
          id,
          version: Number(version),
          label: JSON.parse(label ?? 'null') as string | null,
          createdAt: Number(createdAt),
          lastUsedAt: Number(lastUsedAt),
          expiresAt: Number(expiresAt),
        },
      ];
    });
    return summaries.sort((a, b) => b.lastUsedAt - a.lastUsedAt);
  }

  return {
    kind: 'redis',

    async acquire(id, owner, overtaking = '') {
      const keys: [string, string, string] = [hashKey(id), leaseKey(id), partsKey(id)];
      const args: [string, string, string] = [owner, String(leaseMs), overtaking];
      const reply = await reaching(() => scripts().acquireSandbox(keys, args));
      if (text(reply[0]) === 'ended') {
        return { version: Number(text(reply[1])), sandbox: null, ended: true };
      }
      const fields = checked(id, 0, reply).slice(1);
      return { version: Number(text(fields[0]) ?? 0), sandbox: storedOf(id, fields), ended: false };
    },

    async confirm(id, owner, version, { lastUsedAt, expiresAt }) {
      const times: [string, string] = [String(lastUsedAt), String(expiresAt)];
      const args = [owner, String(leaseMs), String(version), ...times, id] as const;
      const [current] = await reaching(() => scripts().confirmSandbox(keysOf(id), [...args]));
      return current === 1;
    },

    async save(id, owner, expectedVersion, record) {
      const { document, parts = {}, removedParts = [] } = record;
      const { label, createdAt, lastUsedAt, expiresAt } = record;
      const binary = Buffer.isBuffer(document) ? '1' : '0';
      const times = [createdAt, lastUsedAt, expiresAt].map(String);
      const args = [owner, String(leaseMs), String(expectedVersion), document, binary];
      args.push(JSON.stringify(label), ...times, id, String(removedParts.length), ...removedParts);
      args.push(...Object.entries(parts).flat());
      const reply = await reaching(() => scripts().saveSandbox(keysOf(id), args));
      return Number(text(checked(id, expectedVersion, reply)[1]));
    },

    async release(id, owner) {
      await reaching(() => scripts().releaseSandbox([leaseKey(id)], [owner]));
    },

    async load(id) {
      const reply = await reaching(() => scripts().loadSandbox([hashKey(id), partsKey(id)]));
      return storedOf(id, reply);
    },

    list: () => reaching(listed),

    async delete(id, endedUntil) {
      await reaching(() => scripts().deleteSandbox(keysOf(id), [String(endedUntil), id]));
    },

    async ping() {
      // A health check must not wait out the reconnection as a request does: refused at once
      // while the connection is down, and a ping caught by its loss (sent as it closed, then
      // queued for a reconnection that may never come) given up after a moment, not waited on.
      if (!client.isReady) {
        throw new UnavailableError(`${where}, is not connected`);
      }
      try {
        await pinging.ping();
      } catch (error) {
        if (!(error instanceof TimeoutError)) throw error;
        throw new UnavailableError(`${where}, is not connected`);
      }
    },

    async close() {
      if (client.isOpen) await client.close();
    },
  };
}

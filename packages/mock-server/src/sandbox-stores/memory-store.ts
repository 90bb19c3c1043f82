// The store of one process's memory: what the mock had before stores, nothing kept across a
// restart. It keeps the same protocol as the shared stores (sandbox-store.ts), so the code
// above it runs the same whichever store is chosen, and the contract tests hold it to it.
import {
  LeaseHeldError,
  promised,
  SandboxEndedError,
  StaleVersionError,
  type SandboxRecord,
  type SandboxStore,
  type StoreOptions,
  type StoredSandbox,
  type StoredSandboxSummary,
} from './sandbox-store.ts';

type Entry = {
  version: number;
  owner: string | null;
  leaseUntil: number;
  /** Null while only leased (not saved yet) and once ended. */
  record: SandboxRecord | null;
  ended: boolean;
  /** Saved: the record's; leased only: the lease's end; ended: until when it reads as ended. */
  expiresAt: number;
};

export function createMemoryStore({ leaseMs, now }: StoreOptions): SandboxStore {
  const entries = new Map<string, Entry>();

  /** The entry of `id` unless expired, which is deleted on sight. */
  function current(id: string): Entry | undefined {
    const entry = entries.get(id);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(id);
      return undefined;
    }
    return entry;
  }

  const heldByOther = (entry: Entry | undefined, owner: string): boolean =>
    entry?.owner != null && entry.owner !== owner && entry.leaseUntil > now();

  function refuseIfHeld(id: string, entry: Entry | undefined, owner: string): void {
    if (entry?.owner != null && heldByOther(entry, owner)) {
      throw new LeaseHeldError(id, entry.owner, entry.leaseUntil - now());
    }
  }

  function take(entry: Entry, owner: string): void {
    entry.owner = owner;
    entry.leaseUntil = now() + leaseMs;
    // Leased but never saved: kept only as long as the lease, like a Redis lease key.
    if (entry.record === null && !entry.ended) entry.expiresAt = entry.leaseUntil;
  }

  const stored = (id: string, entry: Entry): StoredSandbox | null =>
    entry.record && { ...entry.record, id, version: entry.version };

  return promised({
    kind: 'memory',

    acquire(id, owner, overtaking) {
      const entry = current(id);
      if (entry?.ended) return { version: entry.version, sandbox: null, ended: true };
      if (overtaking === undefined || entry?.owner !== overtaking) refuseIfHeld(id, entry, owner);
      const taken = entry ?? {
        version: 0,
        owner,
        leaseUntil: 0,
        record: null,
        ended: false,
        expiresAt: 0,
      };
      take(taken, owner);
      entries.set(id, taken);
      return { version: taken.version, sandbox: stored(id, taken), ended: false };
    },

    confirm(id, owner, version, usage) {
      const entry = current(id);
      if (!entry || entry.ended || entry.version !== version || heldByOther(entry, owner)) {
        return false;
      }
      take(entry, owner);
      if (entry.record) {
        entry.record = { ...entry.record, ...usage };
        entry.expiresAt = usage.expiresAt;
      }
      return true;
    },

    save(id, owner, expectedVersion, record) {
      const entry = current(id);
      if (entry?.ended) throw new SandboxEndedError(id);
      refuseIfHeld(id, entry, owner);
      const version = entry?.version ?? 0;
      if (version !== expectedVersion) throw new StaleVersionError(id, expectedVersion, version);
      const leaseUntil = now() + leaseMs;
      // The parts given over the ones kept, less those removed; none kept from before the
      // first save.
      const removed = new Set(record.removedParts);
      const parts = Object.fromEntries(
        Object.entries({ ...(version === 0 ? {} : entry?.record?.parts), ...record.parts }).filter(
          ([name]) => !removed.has(name),
        ),
      );
      const { parts: _given, removedParts: _removed, ...whole } = record;
      const kept = Object.keys(parts).length > 0 ? { ...whole, parts } : whole;
      const saved = { version: version + 1, owner, leaseUntil, record: kept, ended: false };
      entries.set(id, { ...saved, expiresAt: record.expiresAt });
      return saved.version;
    },

    release(id, owner) {
      const entry = current(id);
      if (entry?.owner !== owner) return;
      entry.owner = null;
      if (entry.record === null && !entry.ended) entries.delete(id);
    },

    load(id) {
      const entry = current(id);
      return entry ? stored(id, entry) : null;
    },

    list() {
      const summaries: StoredSandboxSummary[] = [];
      for (const id of [...entries.keys()]) {
        const record = current(id)?.record;
        if (!record) continue;
        const { document: _document, parts: _parts, ...metadata } = record;
        summaries.push({ ...metadata, id, version: entries.get(id)?.version ?? 0 });
      }
      return summaries.sort((a, b) => b.lastUsedAt - a.lastUsedAt);
    },

    delete(id, endedUntil) {
      const version = (current(id)?.version ?? 0) + 1;
      const ended = { version, owner: null, leaseUntil: 0, record: null, ended: true };
      entries.set(id, { ...ended, expiresAt: endedUntil });
    },

    ping() {
      // Memory always answers.
    },

    close() {
      entries.clear();
    },
  });
}

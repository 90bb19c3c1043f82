// Where sandboxes are kept between requests, restarts and processes (docs/demo-sandboxes.md,
// "Stores"). A store holds each sandbox as one opaque document and named parts (the world,
// captured as JSON elsewhere) with a little metadata, keyed by the sandbox's id; it knows
// nothing of worlds.
//
// One writer. Several processes may share a store (Redis behind nginx), and a process may stop
// and come back, so every stored sandbox has a version, raised by every save, and a lease: who
// may write it (an owner string unique to one run of one process) until when. The protocol:
//
//   1. A process without the sandbox in memory calls `acquire(id, owner)`: it takes the lease,
//      or is refused with LeaseHeldError while another owner's lease runs, and gets the stored
//      document and its version (or nothing stored: version 0, or ended: a tombstone). A holder
//      it can tell is dead (sandboxes/lease-owner.ts) it overtakes at once, naming it.
//   2. It builds its copy from that document (or from the id, when nothing is stored).
//   3. On each request for that sandbox it calls `confirm(id, owner, version, usage)` first:
//      one cheap round trip that renews the lease and the sandbox's expiry, and answers false
//      when the store moved past its version or another owner holds the lease. On false it
//      drops its copy and goes back to 1, so it never serves a copy older than the store's.
//   4. After a change, before answering, it calls `save(id, owner, version, record)`, which
//      writes only if the version is still the one it read and no other owner's lease runs
//      (StaleVersionError, LeaseHeldError otherwise), and answers the new version.
//
// The version is what makes it safe: a save from a stale copy is refused whatever the clocks
// say. The lease keeps two live processes from taking a sandbox from each other on every
// request (each would reload it from the store); it is renewed by every confirm and save and
// lapses `leaseMs` after the last, so a dead process's sandboxes are free that long after it.
import { ConflictError, NotFoundError } from '../domain/errors.ts';

/** A world captured whole, as text (JSON) or bytes; given back as it was saved. */
export type SandboxDocument = string | Buffer;

/**
 * Text kept beside the document by name, so that a save writes only what changed: the mock
 * keeps each record of a world as a part. A part is kept until a save gives it again or
 * removes it, and goes with its sandbox (deleted, expired).
 */
export type SandboxParts = Record<string, string>;

/** What a store keeps of a sandbox besides its document. Times are ms since the epoch. */
export type SandboxMetadata = {
  label: string | null;
  createdAt: number;
  lastUsedAt: number;
  /** Its data is deleted from the store at this time, unless used (confirm, save) before. */
  expiresAt: number;
};

/**
 * What is given to `save`: the document whole, the parts that changed, if any, and the names
 * of the parts to remove, if any.
 */
export type SandboxRecord = SandboxMetadata & {
  document: SandboxDocument;
  parts?: SandboxParts;
  removedParts?: string[];
};

/** A sandbox as the store lists it: without its document, which may be large. */
export type StoredSandboxSummary = SandboxMetadata & { id: string; version: number };

/** `parts`: every part kept, when there are any. */
export type StoredSandbox = StoredSandboxSummary & {
  document: SandboxDocument;
  parts?: SandboxParts;
};

export type Acquired = {
  /** The version to pass to `save` and `confirm`: 0 when nothing is stored (never, or expired). */
  version: number;
  /** Null when nothing is stored: never saved, expired, or ended. */
  sandbox: StoredSandbox | null;
  /** Deleted (`delete`): its id must not build it afresh. */
  ended: boolean;
};

/** A request's use of a sandbox, moving its expiry: as the sandbox registry counts idle time. */
export type SandboxUsage = Pick<SandboxMetadata, 'lastUsedAt' | 'expiresAt'>;

export type StoreKind = 'memory' | 'sqlite' | 'redis';

export interface SandboxStore {
  readonly kind: StoreKind;
  /**
   * Takes the lease for `owner` (or renews it) and reads what is stored. `overtaking`: a holder
   * known to be gone (sandboxes/lease-owner.ts), whose running lease is taken as if it had run
   * out; only that exact holder's, so a lease another process took meanwhile is still refused.
   */
  acquire(id: string, owner: string, overtaking?: string): Promise<Acquired>;
  /**
   * Whether `owner`'s copy at `version` is still the one to serve: then renews the lease and
   * moves the expiry to `usage`'s. False when the store moved on or another owner took it.
   */
  confirm(id: string, owner: string, version: number, usage: SandboxUsage): Promise<boolean>;
  /**
   * Writes the sandbox if it is still at `expectedVersion`: its document, the parts given
   * (the others kept) and the removal of those named; answers the new version.
   */
  save(id: string, owner: string, expectedVersion: number, record: SandboxRecord): Promise<number>;
  /** Gives the lease up (a process stopping, or dropping the sandbox from its memory). */
  release(id: string, owner: string): Promise<void>;
  /** The stored sandbox, without taking the lease (to look at it, or export it). */
  load(id: string): Promise<StoredSandbox | null>;
  /** Every stored sandbox, whichever process saved it, most recently used first. */
  list(): Promise<StoredSandboxSummary[]>;
  /**
   * Deletes its data now and raises its version, so no copy of it is served or saved again;
   * its id reads as ended until `endedUntil` (after which its signed id has expired anyway).
   */
  delete(id: string, endedUntil: number): Promise<void>;
  /** Answers once the store does (a read); rejects at once when it cannot be reached. */
  ping(): Promise<void>;
  /** Closes its file or connection; again does nothing. */
  close(): Promise<void>;
}

/**
 * A store whose calls answer at once (memory, SQLite), or some of them with a promise (SQLite's
 * saves, committed together), made a SandboxStore by `promised`.
 */
export type SyncSandboxStore = {
  [Key in keyof SandboxStore]: SandboxStore[Key] extends (
    ...args: infer Args
  ) => Promise<infer Result>
    ? (...args: Args) => Result | Promise<Result>
    : SandboxStore[Key];
};

/** Each call's answer as a promise (as it is, if one), and what it throws as a rejection. */
export function promised(store: SyncSandboxStore): SandboxStore {
  // A promise given back as it is: wrapped in another, it would cost a promise and two turns
  // of the microtask queue on every save.
  const call = <T>(work: () => T | Promise<T>): Promise<T> => {
    try {
      const answer = work();
      return answer instanceof Promise ? answer : Promise.resolve(answer);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
  return {
    kind: store.kind,
    acquire: (id, owner, overtaking) => call(() => store.acquire(id, owner, overtaking)),
    confirm: (id, owner, version, usage) => call(() => store.confirm(id, owner, version, usage)),
    save: (id, owner, expectedVersion, record) =>
      call(() => store.save(id, owner, expectedVersion, record)),
    release: (id, owner) => call(() => store.release(id, owner)),
    load: (id) => call(() => store.load(id)),
    list: () => call(() => store.list()),
    delete: (id, endedUntil) => call(() => store.delete(id, endedUntil)),
    ping: () => call(() => store.ping()),
    close: () => call(() => store.close()),
  };
}

/** Work a store does in the background, whose failure no request sees. */
export type StoreBackground = 'connection' | 'sweep' | 'checkpoint';

/** A failure in the background: a lost connection, a sweep or checkpoint that did not run. */
export type StoreErrorHandler = (error: Error, during: StoreBackground) => void;

export type StoreOptions = {
  /** How long a lease lasts after its last renewal. */
  leaseMs: number;
  /** The time, for leases and expiry; the Redis store's leases run on Redis's clock instead. */
  now: () => number;
  /** Told of every background failure (logged and counted by the app); ignored when absent. */
  onError?: StoreErrorHandler;
};

/**
 * Short, as nothing renews a lease between requests: it only bounds how long after a process's
 * last request for a sandbox another process must wait to take it (a process that died).
 */
export const defaultStoreOptions: StoreOptions = { leaseMs: 5_000, now: Date.now };

/** Another owner holds the sandbox's lease: ask again once it runs out. */
export class LeaseHeldError extends ConflictError {
  readonly holder: string;
  /** How long the holder's lease runs on, unless renewed. */
  readonly remainingMs: number;
  constructor(id: string, holder: string, remainingMs: number) {
    super(`Demo sandbox ${id} is held by another process (${holder}) for ${remainingMs} ms`, {
      retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)),
    });
    this.holder = holder;
    this.remainingMs = remainingMs;
  }
}

/** The store holds a newer version than the copy being saved: that copy is stale. */
export class StaleVersionError extends ConflictError {
  readonly storedVersion: number;
  constructor(id: string, expected: number, stored: number) {
    super(`Demo sandbox ${id} is at version ${stored} in the store, not ${expected}`);
    this.storedVersion = stored;
  }
}

/** The sandbox was deleted: nothing may bring it back. */
export class SandboxEndedError extends NotFoundError {
  constructor(id: string) {
    super(`Demo sandbox ${id} has ended`);
  }
}

// The sandboxes one mock process holds: built when their id is first used, touched by every
// request, ended when idle too long, deleted, or pushed out by a newer one when the process is
// full (docs/demo-sandboxes.md: "Lifecycle"). With a store (`keeper`, docs: "Stores") each
// is also kept there, saved after every change: a sandbox not live here is taken from the
// store, restored if it holds it, built from its id if not; a copy held here is confirmed
// against the store before each request. Without one, a sandbox started from a saved demo
// lives only here: its id cannot rebuild it.
import { AtCapacityError } from '../domain/errors.ts';
import { readSandboxId, issueSandboxId, type SandboxSpec } from './sandbox-ids.ts';
import type { SandboxKeeper } from './sandbox-keeper.ts';
import { ignoredEvents, type SandboxEvents } from './sandbox-events.ts';
import type { StoredSandboxSummary } from '../sandbox-stores/sandbox-store.ts';
import {
  buildableFromSpec,
  sandboxWorld,
  storedSource,
  type WorldSource,
} from './sandbox-worlds.ts';
import type { World, WorldOptions } from '../world/world.ts';
import type { WorldState } from '../world/world-state.ts';

export type SandboxLimits = {
  /** Live sandboxes one process holds at most. */
  max: number;
  /** A sandbox nobody has used for this long ends. */
  expireAfterIdleMs: number;
  /** A sandbox used within this long is in use: never pushed out to make room. */
  inUseWithinMs: number;
};

export const defaultSandboxLimits: SandboxLimits = {
  max: 500,
  expireAfterIdleMs: 2 * 60 * 60 * 1000,
  inUseWithinMs: 10 * 60 * 1000,
};

export type LiveSandbox = { world: World; createdAt: number; lastUsedAt: number };

/** A sandbox as the list shows it, live here or (with a store) in any process. Times in ms. */
export type ListedSandbox = Omit<StoredSandboxSummary, 'version'>;

export type RegistryOptions = SandboxLimits & {
  secret: Buffer;
  /** Real time (not a world's clock), so tests can move it. */
  now: () => number;
  /** What every sandbox's world shares with the default one: token lifetime, simulator. */
  worldDefaults: Pick<WorldOptions, 'tokenLifetimeMs' | 'simulator'>;
  /** Keeps the sandboxes in a store too; absent: they live only in this process. */
  keeper?: SandboxKeeper;
  /** Told of sandboxes started and expired, for the metrics. */
  events?: SandboxEvents;
};

/** Whether an id's sandbox can be served here, and if not why (for the 404's wording). */
export type Lookup = { world: World } | { ended: true };

export class SandboxRegistry {
  readonly #options: RegistryOptions;
  readonly #keeper: SandboxKeeper | undefined;
  readonly #events: SandboxEvents;
  /** Live sandboxes, least recently used first (a Map keeps insertion order). */
  readonly #live = new Map<string, LiveSandbox>();
  /** Builds under way, so two first requests for one id build it once. */
  readonly #building = new Map<string, Promise<World | null>>();
  /** Ids ended here (expired, deleted, pushed out), until their signature could no longer build them. */
  readonly #ended = new Map<string, number>();

  constructor(options: RegistryOptions) {
    this.#options = options;
    this.#keeper = options.keeper;
    this.#events = options.events ?? ignoredEvents;
  }

  /** Real time, as the registry counts it (tests move it). */
  now(): number {
    return this.#options.now();
  }

  get limits(): SandboxLimits {
    const { max, expireAfterIdleMs, inUseWithinMs } = this.#options;
    return { max, expireAfterIdleMs, inUseWithinMs };
  }

  /** A new id for a sandbox built from `spec`; AtCapacityError when no room can be made. */
  issue(spec: Omit<SandboxSpec, 'issuedAt'>): { id: string; spec: SandboxSpec } {
    this.#sweep();
    this.#makeRoom();
    const issued = issueSandboxId(this.#options.secret, spec, this.#options.now());
    this.#events.started(spec.imported ? 'import' : 'seed');
    return issued;
  }

  /**
   * A new sandbox started from a state (a saved demo's), built and live here at once: its id
   * says it was imported, so no process builds it afresh from the seed (with a store, any
   * process restores it from there).
   */
  async startFrom(
    origin: WorldState,
    label: string | null,
  ): Promise<{ id: string; spec: SandboxSpec; world: World }> {
    const issued = this.issue({ seed: origin.seed, clockStart: null, label, imported: true });
    const world = await this.#open(issued.id, issued.spec, origin);
    if (!world) throw new Error(`The new sandbox ${issued.id} could not be built`);
    return { ...issued, world };
  }

  /** The spec an id carries, whether or not its sandbox is live here. */
  specOf(id: string): SandboxSpec | null {
    return readSandboxId(this.#options.secret, id);
  }

  /** The live sandbox of an id, built (or taken from the store) on its first use; touched. */
  async lookup(id: string): Promise<Lookup> {
    const now = this.#options.now();
    const live = this.#live.get(id);
    if (live && now - live.lastUsedAt > this.#options.expireAfterIdleMs) this.#expireIdle(id);
    else if (live) {
      if (await this.#confirmed(id, now)) return { world: this.#touch(id, live).world };
      // Another process moved it on: its copy in the store is the one to serve.
      if (this.#live.get(id) === live) this.#live.delete(id);
    }
    if (this.#ended.has(id)) return { ended: true };
    const spec = this.specOf(id);
    if (!spec) return { ended: true };
    const world = await this.#open(id, spec);
    if (!world) return { ended: true };
    const opened = this.#live.get(id);
    return opened ? { world: this.#touch(id, opened).world } : { world };
  }

  /**
   * Stores the sandbox if it changed since it was last stored: after each request to it and
   * each step of its simulator. Throws the store's refusal, after which it is no longer live
   * here (another process has moved it on, or it was deleted).
   */
  async save(world: World): Promise<void> {
    const { id } = world;
    const live = id === null ? undefined : this.#live.get(id);
    if (!this.#keeper || id === null || live?.world !== world) return;
    const { createdAt, lastUsedAt } = live;
    const expiresAt = lastUsedAt + this.#options.expireAfterIdleMs;
    try {
      await this.#keeper.save(id, { label: world.label, createdAt, lastUsedAt, expiresAt });
    } catch (error) {
      if (this.#live.get(id) === live) this.#live.delete(id);
      throw error;
    }
  }

  /** Ends a sandbox now: its id answers 404 from then on, here (with a store, everywhere). */
  async end(id: string): Promise<void> {
    this.#endHere(id);
    const issuedAt = this.specOf(id)?.issuedAt ?? this.#options.now();
    // Its id could build it again from its spec until then; never after.
    await this.#keeper?.delete(id, issuedAt + this.#options.expireAfterIdleMs);
  }

  /** Sandboxes most recently used first: with a store, every process's; else this one's. */
  async list(): Promise<ListedSandbox[]> {
    if (this.#keeper) return this.#keeper.store.list();
    this.#sweep();
    return [...this.#live].reverse().map(([id, { world, createdAt, lastUsedAt }]) => ({
      ...{ id, label: world.label, createdAt, lastUsedAt },
      expiresAt: lastUsedAt + this.#options.expireAfterIdleMs,
    }));
  }

  /** How many sandboxes are live in this process. */
  get liveCount(): number {
    return this.#live.size;
  }

  /** Live sandboxes used within the in-use time (the simulator steps only these). */
  inUse(): World[] {
    const since = this.#options.now() - this.#options.inUseWithinMs;
    return [...this.#live.values()]
      .filter((live) => live.lastUsedAt >= since)
      .map((live) => live.world);
  }

  get(id: string): LiveSandbox | undefined {
    return this.#live.get(id);
  }

  /**
   * Why this process should not be sent new visitors now, or null: every slot holds a sandbox
   * in use, or the store does not answer (its message).
   */
  async notReadyBecause(): Promise<string | null> {
    const room = this.#toPushOut();
    if (room.full && room.idle === undefined) return 'Every demo sandbox slot here is in use';
    try {
      await this.#keeper?.ping();
      return null;
    } catch (error) {
      return `The sandbox store does not answer: ${(error as Error).message}`;
    }
  }

  /** Gives up every sandbox's lease and closes the store, if any. */
  async close(): Promise<void> {
    await this.#keeper?.close();
  }

  #endHere(id: string): void {
    this.#live.delete(id);
    const spec = this.specOf(id);
    if (spec) this.#ended.set(id, spec.issuedAt);
  }

  #expireIdle(id: string): void {
    this.#expire(id);
    this.#events.expired();
  }

  /** Idle past the limit, or pushed out: with a store it stays there, which expires it. */
  #expire(id: string): void {
    if (!this.#keeper) {
      this.#endHere(id);
      return;
    }
    this.#live.delete(id);
    this.#keeper.forget(id);
  }

  async #confirmed(id: string, now: number): Promise<boolean> {
    if (!this.#keeper) return true;
    const usage = { lastUsedAt: now, expiresAt: now + this.#options.expireAfterIdleMs };
    return this.#keeper.confirm(id, usage);
  }

  /** Ends every sandbox idle past the limit; forgets ended ids no signature could bring back. */
  #sweep(): void {
    const now = this.#options.now();
    for (const [id, live] of this.#live) {
      if (now - live.lastUsedAt > this.#options.expireAfterIdleMs) this.#expireIdle(id);
    }
    for (const [id, issuedAt] of this.#ended) {
      if (now - issuedAt > this.#options.expireAfterIdleMs) this.#ended.delete(id);
    }
  }

  /** The sandbox to push out to make room for one more, when full: the oldest, if idle. */
  #toPushOut(): { full: false } | { full: true; idle: string | undefined; freeInMs: number } {
    if (this.#live.size + this.#building.size < this.#options.max) return { full: false };
    const now = this.#options.now();
    const [oldest] = this.#live;
    if (!oldest) return { full: true, idle: undefined, freeInMs: 60_000 };
    const freeInMs = oldest[1].lastUsedAt + this.#options.inUseWithinMs - now;
    return { full: true, idle: freeInMs <= 0 ? oldest[0] : undefined, freeInMs };
  }

  /** Ends the least recently used idle sandbox when full; AtCapacityError if all are in use. */
  #makeRoom(): void {
    const room = this.#toPushOut();
    if (!room.full) return;
    if (room.idle !== undefined) {
      this.#expire(room.idle);
      return;
    }
    const waitSeconds = Math.max(1, Math.ceil(room.freeInMs / 1000));
    throw new AtCapacityError(
      `Every demo sandbox is in use: try again in ${waitSeconds} seconds`,
      waitSeconds,
    );
  }

  /** Whether an id not stored anywhere may be built (`origin`: an import, built at once). */
  #buildable(spec: SandboxSpec, origin: WorldState | undefined): boolean {
    const { now, expireAfterIdleMs } = this.#options;
    return origin !== undefined || buildableFromSpec(spec, now(), expireAfterIdleMs);
  }

  /** Builds the sandbox or takes it from the store, once however many ask; null: ended. */
  async #open(id: string, spec: SandboxSpec, origin?: WorldState): Promise<World | null> {
    const pending = this.#building.get(id);
    if (pending) return pending;
    this.#sweep();
    if (!this.#keeper && !this.#buildable(spec, origin)) return null;
    this.#makeRoom();
    const opening = this.#keeper
      ? this.#openKept(this.#keeper, id, spec, origin)
      : this.#build(id, spec, origin ? { origin } : {});
    this.#building.set(id, opening);
    try {
      return await opening;
    } finally {
      this.#building.delete(id);
    }
  }

  async #openKept(
    keeper: SandboxKeeper,
    id: string,
    spec: SandboxSpec,
    origin: WorldState | undefined,
  ): Promise<World | null> {
    const acquired = await keeper.take(id);
    try {
      const stored = acquired.sandbox;
      if (stored) {
        const source = storedSource(stored);
        const world = await this.#build(id, spec, source, stored.createdAt);
        keeper.track(id, world, { origin: source.origin, restored: stored.parts ?? {} });
        return world;
      }
      if (acquired.ended || !this.#buildable(spec, origin)) {
        keeper.forget(id);
        return null;
      }
      const world = await this.#build(id, spec, origin ? { origin } : {});
      keeper.track(id, world, { origin });
      // Stored at once, so that the list shows it and any process finds it as it started.
      await this.save(world);
      return world;
    } catch (error) {
      keeper.forget(id);
      this.#live.delete(id);
      throw error;
    }
  }

  async #build(id: string, spec: SandboxSpec, from: WorldSource, createdAt?: number) {
    const world = await sandboxWorld(this.#options.worldDefaults, id, spec, from);
    const now = this.#options.now();
    this.#live.set(id, { world, createdAt: createdAt ?? now, lastUsedAt: now });
    return world;
  }

  #touch(id: string, live: LiveSandbox): LiveSandbox {
    live.lastUsedAt = this.#options.now();
    this.#live.delete(id);
    this.#live.set(id, live);
    return live;
  }
}

// The sandboxes one mock process holds: built when their id is first used, touched by every
// request, ended when idle too long, deleted, or pushed out by a newer one when the process is
// full (docs/demo-sandboxes.md: "Lifecycle"). A sandbox started from a saved demo is built at
// once and lives only here: its id cannot rebuild it.
import { AtCapacityError } from '../domain/errors.ts';
import { readSandboxId, issueSandboxId, type SandboxSpec } from './sandbox-ids.ts';
import { scenarioNamed } from './scenarios/scenarios.ts';
import { createWorld, type World, type WorldOptions } from '../world/world.ts';
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

export type RegistryOptions = SandboxLimits & {
  secret: Buffer;
  /** Real time (not a world's clock), so tests can move it. */
  now: () => number;
  /** What every sandbox's world shares with the default one: token lifetime, simulator. */
  worldDefaults: Pick<WorldOptions, 'tokenLifetimeMs' | 'simulator'>;
};

/** Whether an id's sandbox can be served here, and if not why (for the 404's wording). */
export type Lookup = { world: World } | { ended: true };

export class SandboxRegistry {
  readonly #options: RegistryOptions;
  /** Live sandboxes, least recently used first (a Map keeps insertion order). */
  readonly #live = new Map<string, LiveSandbox>();
  /** Builds under way, so two first requests for one id build it once. */
  readonly #building = new Map<string, Promise<World>>();
  /** Ids ended here (expired, deleted, pushed out), until their signature could no longer build them. */
  readonly #ended = new Map<string, number>();

  constructor(options: RegistryOptions) {
    this.#options = options;
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
    return issueSandboxId(this.#options.secret, spec, this.#options.now());
  }

  /**
   * A new sandbox started from a state (a saved demo's), built and live here at once: its id
   * says it was imported, so no process builds it afresh from the seed.
   */
  async startFrom(
    origin: WorldState,
    label: string | null,
  ): Promise<{ id: string; spec: SandboxSpec; world: World }> {
    const issued = this.issue({ seed: origin.seed, clockStart: null, label, imported: true });
    const world = await this.#build(issued.id, issued.spec, origin);
    return { ...issued, world };
  }

  /** The spec an id carries, whether or not its sandbox is live here. */
  specOf(id: string): SandboxSpec | null {
    return readSandboxId(this.#options.secret, id);
  }

  /** The live sandbox of an id, built on its first use; touched as used. */
  async lookup(id: string): Promise<Lookup> {
    const now = this.#options.now();
    const live = this.#live.get(id);
    if (live && now - live.lastUsedAt > this.#options.expireAfterIdleMs) this.end(id);
    else if (live) return { world: this.#touch(id, live).world };
    if (this.#ended.has(id)) return { ended: true };
    const spec = this.specOf(id);
    // A link nobody opened within the idle time has ended like any idle sandbox. An imported
    // sandbox not live here has ended too: nothing here holds its state. So has one whose
    // scenario this mock no longer tells.
    const buildable =
      spec &&
      !spec.imported &&
      (spec.scenario === undefined || scenarioNamed(spec.scenario)) &&
      now - spec.issuedAt <= this.#options.expireAfterIdleMs;
    if (!buildable) return { ended: true };
    const world = await this.#build(id, spec);
    const built = this.#live.get(id);
    return built ? { world: this.#touch(id, built).world } : { world };
  }

  /** Ends a sandbox now: its id answers 404 from then on, here. */
  end(id: string): void {
    this.#live.delete(id);
    const spec = this.specOf(id);
    if (spec) this.#ended.set(id, spec.issuedAt);
  }

  /** Live sandboxes, most recently used first. */
  list(): LiveSandbox[] {
    this.#sweep();
    return [...this.#live.values()].reverse();
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

  /** Ends every sandbox idle past the limit; forgets ended ids no signature could bring back. */
  #sweep(): void {
    const now = this.#options.now();
    for (const [id, live] of this.#live) {
      if (now - live.lastUsedAt > this.#options.expireAfterIdleMs) this.end(id);
    }
    for (const [id, issuedAt] of this.#ended) {
      if (now - issuedAt > this.#options.expireAfterIdleMs) this.#ended.delete(id);
    }
  }

  /** Ends the least recently used idle sandbox when full; AtCapacityError if all are in use. */
  #makeRoom(): void {
    if (this.#live.size + this.#building.size < this.#options.max) return;
    const now = this.#options.now();
    const [oldest] = this.#live;
    if (oldest && now - oldest[1].lastUsedAt >= this.#options.inUseWithinMs) {
      this.end(oldest[0]);
      return;
    }
    const freeInMs = oldest ? oldest[1].lastUsedAt + this.#options.inUseWithinMs - now : 60_000;
    const waitSeconds = Math.max(1, Math.ceil(freeInMs / 1000));
    throw new AtCapacityError(
      `Every demo sandbox is in use: try again in ${waitSeconds} seconds`,
      waitSeconds,
    );
  }

  async #build(id: string, spec: SandboxSpec, origin?: WorldState): Promise<World> {
    const pending = this.#building.get(id);
    if (pending) return pending;
    this.#sweep();
    this.#makeRoom();
    const recipe = spec.scenario === undefined ? undefined : scenarioNamed(spec.scenario)?.recipe;
    const building = createWorld({
      ...this.#options.worldDefaults,
      id,
      label: spec.label,
      seed: spec.seed,
      clockStart: spec.clockStart,
      ...(recipe ? { recipe } : {}),
      ...(origin ? { origin } : {}),
    });
    this.#building.set(id, building);
    try {
      const world = await building;
      const now = this.#options.now();
      this.#live.set(id, { world, createdAt: now, lastUsedAt: now });
      return world;
    } finally {
      this.#building.delete(id);
    }
  }

  #touch(id: string, live: LiveSandbox): LiveSandbox {
    live.lastUsedAt = this.#options.now();
    this.#live.delete(id);
    this.#live.set(id, live);
    return live;
  }
}

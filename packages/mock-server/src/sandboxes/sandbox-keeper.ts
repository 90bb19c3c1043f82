// Keeps one process's sandboxes in a store (sandbox-stores/), by the store's one-writer protocol
// (sandbox-stores/sandbox-store.ts): take a sandbox (its lease, and what is stored), confirm the
// copy held before each request, save after each change before the answer goes. The registry
// (registry.ts) decides when; this holds each sandbox's version and the tracker of its
// document (world/world-document.ts), and runs one store call at a time per sandbox, so that
// a confirm never reads the version a save of its own is about to raise. A copy whose lease
// this process renewed less than half a lease ago needs no confirm: while the lease runs no
// other process can take the sandbox or write it, so the copy is the store's. A sandbox left
// alone (no request, no change saved) for a fifth of a lease has its lease given up, its copy
// kept: the next request here
// confirms it (taking the lease again if nobody moved it on), and a process nginx sends it to
// meanwhile (this one restarting, or dead) takes it at once rather than wait the lease out.
import {
  LeaseHeldError,
  SandboxEndedError,
  StaleVersionError,
  type Acquired,
  type SandboxMetadata,
  type SandboxStore,
  type SandboxUsage,
} from '../sandbox-stores/sandbox-store.ts';
import type { World } from '../world/world.ts';
import type { SandboxEvents, StoreCall, Takeover } from './sandbox-events.ts';
import { trackWorldDocument, type WorldDocumentTracker } from '../world/world-document.ts';
import type { WorldState } from '../world/world-state.ts';

type Held = {
  version: number;
  tracker: WorldDocumentTracker | null;
  queue: Promise<unknown>;
  /**
   * When the lease was last renewed (performance.now() before asking), which a pause counts;
   * -Infinity once it was given up, idle.
   */
  renewedAt: number;
  /** When a request last used it, or a change to it was saved (performance.now()). */
  usedAt: number;
  /** Gives the lease up once the sandbox has been idle for a fifth of a lease. */
  idleRelease: ReturnType<typeof setTimeout> | undefined;
};

export type KeeperOptions = {
  store: SandboxStore;
  /** Names this run of this process in the store's leases: unique to it (lease-owner.ts). */
  owner: string;
  /** Whether another lease holder is known to be gone, so its lease need not be waited out. */
  holderIsGone: (holder: string) => boolean;
  events: SandboxEvents;
  /**
   * The store's lease: how long a request waits for another process's lease on its sandbox to
   * run out (one that died holding it) before it is refused with LeaseHeldError.
   */
  leaseMs: number;
};

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * How often a request waiting out another process's lease asks again: a holder that gives its
 * lease up meanwhile (a graceful stop, with requests still arriving) is taken from within this,
 * not when its lease would have run out.
 */
const releaseCheckMs = 100;

/** A held sandbox unused this share of a lease has its lease given up (its copy kept). */
const idleShareOfLease = 1 / 5;

export class SandboxKeeper {
  readonly #options: KeeperOptions;
  readonly #held = new Map<string, Held>();

  constructor(options: KeeperOptions) {
    this.#options = options;
  }

  get store(): SandboxStore {
    return this.#options.store;
  }

  /**
   * Takes the sandbox's lease and reads what is stored: at once from a holder known to be gone,
   * else waiting out another's lease (at most one lease long), or until it is given up.
   */
  async take(id: string): Promise<Acquired> {
    const { store, owner, leaseMs, holderIsGone, events } = this.#options;
    const deadline = Date.now() + leaseMs;
    let overtaking: string | undefined;
    let takeover: Takeover | undefined;
    for (;;) {
      try {
        const renewedAt = performance.now();
        const acquired = await this.#calling('acquire', () => store.acquire(id, owner, overtaking));
        const { version } = acquired;
        this.#forgetHeld(id);
        const held: Held = {
          ...{ version, tracker: null, queue: Promise.resolve(), renewedAt },
          ...{ usedAt: renewedAt, idleRelease: undefined },
        };
        this.#held.set(id, held);
        this.#releaseWhenIdle(id, held);
        if (takeover) events.tookOver(takeover);
        return acquired;
      } catch (error) {
        if (!(error instanceof LeaseHeldError)) throw error;
        if (error.holder !== overtaking && holderIsGone(error.holder)) {
          overtaking = error.holder;
          takeover = 'at_once';
          continue;
        }
        // A holder that keeps renewing moves its lease's end past the deadline: refused.
        const untilRunOut = error.remainingMs + 10;
        if (Date.now() + untilRunOut > deadline + 50) throw error;
        takeover = 'waited';
        await sleep(Math.min(untilRunOut, releaseCheckMs));
      }
    }
  }

  /**
   * Follows the world built or restored for a taken sandbox, to save its changes (`restored`:
   * the stored parts it was put back from, so nothing has changed yet).
   */
  track(
    id: string,
    world: World,
    options: { origin?: WorldState; restored?: Record<string, string> },
  ): void {
    const held = this.#held.get(id);
    if (held) held.tracker = trackWorldDocument(world, options);
  }

  /** Whether the copy held is still the one to serve (the lease renewed); false: drop it. */
  confirm(id: string, usage: SandboxUsage): Promise<boolean> {
    this.#used(id);
    return this.#serially(id, false, async (held) => {
      const { store, owner, leaseMs } = this.#options;
      const renewedAt = performance.now();
      if (renewedAt - held.renewedAt < leaseMs / 2) return true;
      const current = await this.#calling('confirm', () =>
        store.confirm(id, owner, held.version, usage),
      );
      if (current) held.renewedAt = renewedAt;
      else this.#forgetHeld(id);
      return current;
    });
  }

  /**
   * Saves the sandbox if it changed since its last save, and throws the store's refusal (a
   * stale copy, a lease held, ended), after which it is no longer held.
   */
  save(id: string, metadata: SandboxMetadata): Promise<void> {
    return this.#serially(id, undefined, async (held) => {
      const change = held.tracker?.changed();
      if (!change) return;
      const { store, owner } = this.#options;
      try {
        const renewedAt = performance.now();
        held.version = await this.#calling('save', () =>
          store.save(id, owner, held.version, { ...metadata, ...change }),
        );
        held.renewedAt = renewedAt;
        // A change is a use; a save with nothing to write (the simulator stepping a sandbox
        // with nothing due, every second) is not, or an open demo would never be let go.
        this.#used(id);
        this.#options.events.saved((performance.now() - renewedAt) / 1000);
      } catch (error) {
        this.#forgetHeld(id);
        throw error;
      }
    });
  }

  /** No longer held here: its lease given up at once, for another process to take it. */
  forget(id: string): void {
    if (!this.#forgetHeld(id)) return;
    // A lease not given up runs out by itself: nothing to do if this fails.
    const { store, owner } = this.#options;
    this.#calling('release', () => store.release(id, owner)).catch(() => undefined);
  }

  /** Deletes its data from the store: its id reads as ended there until `endedUntil`. */
  async delete(id: string, endedUntil: number): Promise<void> {
    this.#forgetHeld(id);
    const { store } = this.#options;
    await this.#calling('delete', () => store.delete(id, endedUntil));
  }

  /** Gives every lease up and closes the store, once the saves under way are done. */
  async close(): Promise<void> {
    const held = [...this.#held];
    for (const [id] of held) this.#forgetHeld(id);
    await Promise.all(held.map(([, { queue }]) => queue.catch(() => undefined)));
    const { store, owner } = this.#options;
    const releasing = held.map(([id]) => this.#calling('release', () => store.release(id, owner)));
    await Promise.all(releasing.map((release) => release.catch(() => undefined)));
    await store.close();
  }

  /** Answers once the store does; its failure as it is (and counted). */
  ping(): Promise<void> {
    const { store } = this.#options;
    return this.#calling('ping', () => store.ping());
  }

  /**
   * `work`'s answer; its failure counted, unless it is one of the one-writer protocol's
   * refusals (a lease held, a stale copy, ended), which are not the store failing.
   */
  async #calling<T>(call: StoreCall, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const refusal =
        error instanceof LeaseHeldError ||
        error instanceof StaleVersionError ||
        error instanceof SandboxEndedError;
      if (!refusal) this.#options.events.storeFailed(call);
      throw error;
    }
  }

  /** No longer held here (its idle release cancelled); whether it was. */
  #forgetHeld(id: string): boolean {
    clearTimeout(this.#held.get(id)?.idleRelease);
    return this.#held.delete(id);
  }

  /** A request uses the sandbox, or a change to it was saved: its idle time starts again. */
  #used(id: string): void {
    const held = this.#held.get(id);
    if (!held) return;
    held.usedAt = performance.now();
    this.#releaseWhenIdle(id, held);
  }

  /**
   * Gives the lease up once the sandbox has gone unused for a fifth of a lease, keeping the
   * copy: the next confirm asks the store, which gives the lease back if nobody moved it on.
   */
  #releaseWhenIdle(id: string, held: Held): void {
    if (held.idleRelease !== undefined) return;
    const idleMs = this.#options.leaseMs * idleShareOfLease;
    const check = () => {
      held.idleRelease = undefined;
      if (this.#held.get(id) !== held) return;
      const idleFor = performance.now() - held.usedAt;
      if (idleFor < idleMs) {
        this.#releaseWhenIdle(id, held);
        return;
      }
      // After the calls under way; used again meanwhile, it is kept and watched again.
      void this.#serially(id, undefined, async (current) => {
        // Nothing stored yet (its first save failed or is under way): nothing to come back to.
        if (current.version === 0) return;
        if (performance.now() - current.usedAt < idleMs) {
          this.#releaseWhenIdle(id, current);
          return;
        }
        current.renewedAt = -Infinity;
        // One that fails leaves the lease to run out by itself; the copy is confirmed with the
        // store at its next use all the same.
        const { store, owner } = this.#options;
        await this.#calling('release', () => store.release(id, owner));
      }).catch(() => undefined);
    };
    const idleForNow = performance.now() - held.usedAt;
    held.idleRelease = setTimeout(check, Math.max(0, idleMs - idleForNow));
    held.idleRelease.unref();
  }

  /** Runs `work` after the sandbox's store calls under way; `otherwise` when it is not held. */
  #serially<T>(id: string, otherwise: T, work: (held: Held) => Promise<T>): Promise<T> {
    const held = this.#held.get(id);
    if (!held) return Promise.resolve(otherwise);
    const result = held.queue.then(() => (this.#held.get(id) === held ? work(held) : otherwise));
    held.queue = result.catch(() => undefined);
    return result;
  }
}

// One demo world: everything a visitor of the mock can see or change. The default world answers
// the unprefixed paths; with sandboxes on, each sandbox under /s/{id}/ is a world of its own
// (docs/demo-sandboxes.md). Nothing in one world refers to another, so one sandbox's writes,
// clock, faults, tokens and wrong licence codes never reach another's. Generated binaries
// (part photos, logos, bulletin files) are drawn once per process and shared: they never change.
// Its parts live beside it in world/, apart from HTTP: the plugins and routes read and change
// them through request.world, and the sandbox registry (sandboxes/) builds one per sandbox.
import { createActivationThrottle, type ActivationThrottle } from './activation-throttle.ts';
import { createClock, type Clock } from './clock.ts';
import { createFaults, type Faults } from './fault-rules.ts';
import { loadRecords, simulatorCapture } from './restore.ts';
import { createTokens, type Tokens } from './tokens.ts';
import type { WorldState } from './world-state.ts';
import { createSimulator, type Simulator, type SimulatorOptions } from '../simulator/simulator.ts';
import { createCollections, type Collections } from '../records/collections.ts';
import { seedStore } from '../records/seeding/seed.ts';

/** What a scenario does to a freshly seeded store (sandboxes/scenarios/), at the seed's time. */
export type StoreRecipe = (db: Collections, at: { now: number }) => Promise<void>;

export type WorldOptions = {
  /** The sandbox id, as in /s/{id}/; null for the default world. */
  id: string | null;
  label: string | null;
  seed: number;
  /** Where its clock starts, in ms; null: the real time when it starts (and at each reset). */
  clockStart: number | null;
  /** A frozen clock moves only when advanced (tests). */
  frozenClock?: boolean;
  tokenLifetimeMs: number;
  simulator?: SimulatorOptions;
  /** Applied after every seeding of the store: a scenario's story on top of the seed. */
  recipe?: StoreRecipe;
  /**
   * Starts from this state (a saved demo) instead of the seed, its clock as it says; the
   * resets bring it back. Its seed is the world's seed.
   */
  origin?: WorldState;
  /**
   * Carries on from this state (a capture of this world, taken with its tokens, e.g. from a
   * store after a restart); the resets still go back to the seed, or to `origin`. Its clock
   * starts at the capture's `clock.now`: for a running clock to have run on meanwhile (and the
   * simulator do what fell due), move that on by the real time since the capture first.
   */
  restoreFrom?: WorldState;
};

export type World = {
  readonly id: string | null;
  /** The URL prefix of its paths: '' for the default world, `/s/{id}` for a sandbox. */
  readonly prefix: string;
  readonly label: string | null;
  readonly seed: number;
  readonly clockStart: number | null;
  /** The clock time the seed's dates are placed around (clock/set moves it). */
  readonly seededAt: number;
  readonly db: Collections;
  readonly clock: Clock;
  readonly faults: Faults;
  readonly activationThrottle: ActivationThrottle;
  readonly tokens: Tokens;
  /** Present when the mock runs with the simulator. */
  readonly simulator: Simulator | null;
  /**
   * Empties the store and seeds it again: the seed comes back exactly, and no device or
   * client is left waiting to activate. Given a time, seeds around it instead, and so do
   * the resets after it (the demo API's clock/set). A world from a saved demo gets the saved
   * records back, as they were saved, whatever the time.
   */
  resetStore(seedAt?: number): Promise<void>;
  /** Back to how it started: clock, store, no fault rules, the simulator timing afresh. */
  reset(): Promise<void>;
};

export const sandboxPrefix = (id: string) => `/s/${id}`;

export async function createWorld(options: WorldOptions): Promise<World> {
  const { origin, restoreFrom } = options;
  const clockStart = origin ? Date.parse(origin.clock.now) : options.clockStart;
  const start = () => clockStart ?? Date.now();
  const startingState = restoreFrom ?? origin;
  // The instant it starts at, taken once: a running clock has moved on by the time the store
  // is seeded, and records seeded at that later time would differ from one build of the same
  // id to another (another process, a restart) by however long building took.
  const startsAt = startingState ? Date.parse(startingState.clock.now) : start();
  const clock = createClock({
    start: startsAt,
    frozen: startingState?.clock.frozen ?? options.frozenClock,
  });
  const db = createCollections();
  const activationThrottle = createActivationThrottle(clock);
  const faults = createFaults();
  const tokens = createTokens({
    db,
    clock,
    lifetimeMs: options.tokenLifetimeMs,
    worldId: options.id,
  });
  const simulator = options.simulator ? createSimulator({ db, clock }, options.simulator) : null;
  // Seeded at the clock time of the first seed, so a reset brings back the same records.
  let seededAt = startsAt;
  const resetStore = async (seedAt = seededAt) => {
    seededAt = seedAt;
    if (origin) await loadRecords(db, origin);
    else {
      for (const collection of Object.values(db)) collection.clear();
      await seedStore(db, { seed: options.seed, now: seededAt });
      await options.recipe?.(db, { now: seededAt });
    }
    activationThrottle.clear();
  };
  const restartSimulator = () => {
    const initial = options.simulator;
    if (initial) {
      simulator?.configure({
        running: true,
        quoteAfterMs: initial.quoteAfterMs,
        dispatchAfterMs: initial.dispatchAfterMs,
        replyAfterMs: initial.replyAfterMs ?? null,
      });
    }
    simulator?.restart();
  };
  const restore = async (state: WorldState) => {
    clock.set(Date.parse(state.clock.now));
    seededAt = Date.parse(state.seededAt);
    await loadRecords(db, state);
    faults.restore(state.faults);
    activationThrottle.restore(state.wrongCodes ?? []);
    // A capture from a mock without a simulator leaves this one's timing afresh.
    if (state.simulator) simulator?.restore(simulatorCapture(state.simulator));
    else restartSimulator();
  };
  if (startingState) await restore(startingState);
  else await resetStore();
  return {
    id: options.id,
    prefix: options.id === null ? '' : sandboxPrefix(options.id),
    label: options.label,
    seed: origin?.seed ?? options.seed,
    clockStart,
    get seededAt() {
      return seededAt;
    },
    db,
    clock,
    faults,
    activationThrottle,
    tokens,
    simulator,
    resetStore,
    async reset() {
      if (origin) {
        await restore(origin);
        return;
      }
      const restartsAt = start();
      clock.set(restartsAt);
      await resetStore(restartsAt);
      faults.clear();
      restartSimulator();
    },
  };
}

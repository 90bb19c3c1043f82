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
import { createTokens, type Tokens } from './tokens.ts';
import { createSimulator, type Simulator, type SimulatorOptions } from '../simulator/simulator.ts';
import { createCollections, type Collections } from '../store/collections.ts';
import { seedStore } from '../store/seeding/seed.ts';

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
};

export type World = {
  readonly id: string | null;
  /** The URL prefix of its paths: '' for the default world, `/s/{id}` for a sandbox. */
  readonly prefix: string;
  readonly label: string | null;
  readonly seed: number;
  readonly clockStart: number | null;
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
   * the resets after it (the demo API's clock/set).
   */
  resetStore(seedAt?: number): Promise<void>;
  /** Back to how it started: clock, store, no fault rules, the simulator timing afresh. */
  reset(): Promise<void>;
};

export const sandboxPrefix = (id: string) => `/s/${id}`;

export async function createWorld(options: WorldOptions): Promise<World> {
  const start = () => options.clockStart ?? Date.now();
  const clock = createClock({ start: start(), frozen: options.frozenClock });
  const db = createCollections();
  const activationThrottle = createActivationThrottle(clock);
  const faults = createFaults();
  const tokens = createTokens({
    db,
    clock,
    lifetimeMs: options.tokenLifetimeMs,
    worldId: options.id,
  });
  // Seeded at the clock time of the first seed, so a reset brings back the same records.
  let seededAt = clock.now();
  const resetStore = async (seedAt = seededAt) => {
    seededAt = seedAt;
    for (const collection of Object.values(db)) collection.clear();
    await seedStore(db, { seed: options.seed, now: seededAt });
    activationThrottle.clear();
  };
  await resetStore();
  const simulator = options.simulator ? createSimulator({ db, clock }, options.simulator) : null;
  return {
    id: options.id,
    prefix: options.id === null ? '' : sandboxPrefix(options.id),
    label: options.label,
    seed: options.seed,
    clockStart: options.clockStart,
    db,
    clock,
    faults,
    activationThrottle,
    tokens,
    simulator,
    resetStore,
    async reset() {
      clock.set(start());
      await resetStore(clock.now());
      faults.clear();
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
    },
  };
}

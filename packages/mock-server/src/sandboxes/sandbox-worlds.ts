// How a sandbox's world is made from what its id says (sandbox-ids.ts): from its seed and
// scenario, from a saved demo it was started from, or carried on from a store's document
// (world/world-document.ts), its running clock caught up. No state here: the registry
// (registry.ts) decides which, and when.
import type { StoredSandbox } from '../sandbox-stores/sandbox-store.ts';
import { createWorld, type World, type WorldOptions } from '../world/world.ts';
import { caughtUp, readWorldDocument } from '../world/world-document.ts';
import type { WorldState } from '../world/world-state.ts';
import type { SandboxSpec } from './sandbox-ids.ts';
import { scenarioNamed } from './scenarios/scenarios.ts';

/** What a sandbox's world starts from besides its spec. */
export type WorldSource = { origin?: WorldState; restoreFrom?: WorldState };

/**
 * Whether an id may still build its sandbox from its spec alone, at `now`. A link nobody
 * opened within the idle time has ended like any idle sandbox. An imported sandbox held
 * nowhere has ended too: its id holds no state. So has one whose scenario this mock no longer
 * tells.
 */
export function buildableFromSpec(spec: SandboxSpec, now: number, idleMs: number): boolean {
  return (
    !spec.imported &&
    (spec.scenario === undefined || scenarioNamed(spec.scenario) !== undefined) &&
    now - spec.issuedAt <= idleMs
  );
}

/** The source of a sandbox's world from its stored document and parts. */
export function storedSource(stored: StoredSandbox): WorldSource {
  const document = readWorldDocument(String(stored.document), stored.parts ?? {});
  return {
    ...(document.origin ? { origin: document.origin } : {}),
    restoreFrom: caughtUp(document),
  };
}

export function sandboxWorld(
  defaults: Pick<WorldOptions, 'tokenLifetimeMs' | 'simulator'>,
  id: string,
  spec: SandboxSpec,
  { origin, restoreFrom }: WorldSource,
): Promise<World> {
  const recipe = spec.scenario === undefined ? undefined : scenarioNamed(spec.scenario)?.recipe;
  return createWorld({
    ...defaults,
    id,
    label: spec.label,
    seed: spec.seed,
    clockStart: spec.clockStart,
    ...(recipe ? { recipe } : {}),
    ...(origin ? { origin } : {}),
    ...(restoreFrom ? { restoreFrom } : {}),
  });
}

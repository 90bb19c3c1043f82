// The scenarios in the repository: sales stories a sandbox can start with (docs/demo-sandboxes.md,
// "Saved demos and scenarios"). Each is a recipe of domain actions on top of the seed, so any
// process rebuilds it from the sandbox's id, which carries its name.
import { backOrderTrouble } from './back-order-trouble.ts';
import { busyMonday } from './busy-monday.ts';
import { irishGarage } from './irish-garage.ts';
import type { Scenario } from './scenario.ts';

export type { Scenario };

/** In the order they are offered. */
export const scenarios: readonly Scenario[] = [busyMonday, backOrderTrouble, irishGarage];

export function scenarioNamed(name: string): Scenario | undefined {
  return scenarios.find((scenario) => scenario.name === name);
}

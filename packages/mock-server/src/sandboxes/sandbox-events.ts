// What the sandboxes report as they go, for the metrics (plugins/infrastructure/metrics.ts):
// counts and times only, nothing of any sandbox's content or id. Ignored when metrics are off.
import type { StoreBackground } from '../sandbox-stores/sandbox-store.ts';

/** A call to the sandbox store, as the keeper makes it, or the store's own background work. */
export type StoreCall =
  'acquire' | 'confirm' | 'save' | 'release' | 'delete' | 'ping' | StoreBackground;

/** How a process took a sandbox whose lease another held: at once (the holder gone), or after its lease ran out. */
export type Takeover = 'at_once' | 'waited';

export type SandboxEvents = {
  /** A sandbox started afresh (from its seed or a scenario), or from a saved demo. */
  started(from: 'seed' | 'import'): void;
  /** Ended for being idle past the limit. */
  expired(): void;
  /** A change written to the store, and how long it took. */
  saved(seconds: number): void;
  /** A store call that failed for another reason than the one-writer protocol's refusals. */
  storeFailed(call: StoreCall): void;
  tookOver(how: Takeover): void;
};

export const ignoredEvents: SandboxEvents = {
  started: () => undefined,
  expired: () => undefined,
  saved: () => undefined,
  storeFailed: () => undefined,
  tookOver: () => undefined,
};

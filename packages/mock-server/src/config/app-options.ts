// What buildApp takes for the mock's config: the one step from settings (minutes, on/off,
// text) to the app's options (milliseconds, builds, a signing key).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AppOptions } from '../app.ts';
import type { MockConfig } from './config.ts';

/** The supplier answers within a minute or two, as a busy trade counter would. */
const simulator = {
  quoteAfterMs: 60_000,
  dispatchAfterMs: 120_000,
  replyAfterMs: 30_000,
  intervalMs: 1_000,
};

/** Served with the demo API, by buildApp, whenever it is built. */
export const supplierConsoleRoot = fileURLToPath(
  new URL('../../../supplier-console/dist', import.meta.url),
);

/** The portal is served only where its build is (no build: the API alone, as before). */
export function appOptionsFrom(config: MockConfig): AppOptions {
  const { sandboxSecret, trustProxy, processName } = config;
  return {
    seed: config.seed,
    clockStart: config.clockStart,
    tokenLifetimeMs: config.tokenLifetimeMinutes * 60_000,
    webRoot: config.web && existsSync(config.webRoot) ? config.webRoot : undefined,
    demoApi: config.demoApi,
    supplierConsoleRoot,
    simulator: config.simulator ? simulator : undefined,
    logger: { level: config.logLevel },
    corsOrigins: config.corsOrigins,
    sandboxes: config.sandboxes
      ? {
          expireAfterIdleMs: config.sandboxIdleMinutes * 60_000,
          max: config.maxSandboxes,
          ...(sandboxSecret === undefined ? {} : { secret: Buffer.from(sandboxSecret, 'utf8') }),
        }
      : undefined,
    drifts: config.drifts,
    ...(trustProxy === undefined ? {} : { trustProxy }),
    ...(processName === undefined ? {} : { processName }),
  };
}

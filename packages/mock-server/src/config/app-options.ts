// What buildApp takes for the mock's config: the one step from settings (minutes, on/off,
// text) to the app's options (milliseconds, builds, a signing key).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppOptions } from '../app.ts';
import { storeFolder } from '../sandbox-stores/sqlite-open.ts';
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

/**
 * The secret that signs sandbox ids, kept in a SQLite store's folder when none is given: ids
 * signed with a new secret at every start would end every stored sandbox at a restart.
 */
function folderSecret(folder: string): Buffer {
  const file = join(storeFolder(folder), 'sandbox-secret');
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Made at an earlier start (or by another process just now): read.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8');
}

function sandboxSecretOf({ sandboxSecret, store }: MockConfig): Buffer | undefined {
  if (sandboxSecret !== undefined) return Buffer.from(sandboxSecret, 'utf8');
  return store.kind === 'sqlite' ? folderSecret(store.folder) : undefined;
}

/**
 * A folder holding a portal build: its index.html. A folder without one (a build under way, or
 * one that failed after emptying it) is no build, rather than a start that fails on it.
 */
const isBuild = (folder: string) => existsSync(join(folder, 'index.html'));

/** The portal is served only where its build is (no build: the API alone, as before). */
export function appOptionsFrom(config: MockConfig): AppOptions {
  const { trustProxy, processName, store } = config;
  const secret = config.sandboxes ? sandboxSecretOf(config) : undefined;
  return {
    seed: config.seed,
    clockStart: config.clockStart,
    tokenLifetimeMs: config.tokenLifetimeMinutes * 60_000,
    webRoot: config.web && isBuild(config.webRoot) ? config.webRoot : undefined,
    demoApi: config.demoApi,
    supplierConsoleRoot,
    simulator: config.simulator ? simulator : undefined,
    logger: { level: config.logLevel },
    corsOrigins: config.corsOrigins,
    sandboxes: config.sandboxes
      ? {
          expireAfterIdleMs: config.sandboxIdleMinutes * 60_000,
          max: config.maxSandboxes,
          ...(secret === undefined ? {} : { secret }),
          ...(store.kind === 'memory'
            ? {}
            : { store, storeOptions: { leaseMs: config.storeLeaseSeconds * 1000 } }),
        }
      : undefined,
    drifts: config.drifts,
    metrics: config.metrics,
    ...(trustProxy === undefined ? {} : { trustProxy }),
    ...(processName === undefined ? {} : { processName }),
  };
}

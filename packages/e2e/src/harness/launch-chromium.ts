// Debian's Chromium through playwright-core, which downloads no browser: for the journeys and
// for the benchmarks that drive a page (scripts/bench/).
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * Chromium's flags for this machine, but for headless mode (each launcher sets its own): no
 * sandbox and no GPU in a container, and, with no internet here, none of the background
 * calls that would flood the log with refused connections. The benchmarks' Lighthouse runs
 * take them too.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchChromium(executablePath: string): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(
      `No Chromium at ${executablePath}: install Debian's with apt-get install -y chromium (scripts/test.sh does)`,
    );
  }
  return chromium.launch({
    executablePath,
    args: ['--headless', ...chromiumFlags],
  });
}

/** For the benchmarks, which reach playwright-core's types through this package. */
export type { Browser } from 'playwright-core';

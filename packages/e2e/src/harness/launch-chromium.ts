// Debian's Chromium through playwright-core, which downloads no browser: for the journeys and
// for the benchmarks that drive a page (scripts/bench/).
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export async function launchChromium(executablePath: string): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(
      `No Chromium at ${executablePath}: install Debian's with apt-get install -y chromium (scripts/test.sh does)`,
    );
  }
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** For the benchmarks, which reach playwright-core's types through this package. */
export type { Browser } from 'playwright-core';

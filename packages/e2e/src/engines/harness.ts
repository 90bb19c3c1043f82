// The cross-engine journeys' harness: vitest's `test` with a portal in Firefox or WebKit (the
// project says which), a sandbox of the run's mock for each file, reset for each test, as the
// Chromium harness gives (../harness.ts). A test fails when its page reported an error, a
// console error or warning, or a CSP refusal (problems.ts), unless the test allowed it.
import type { Browser } from 'puppeteer-core';
import { inject, test as base } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { demoApiClient, startSandbox } from '../harness/demo-api.ts';
import type { EngineDriver } from './engine-page.ts';
import { firefoxDriver, launchFirefox } from './firefox.ts';
import { portalIn, type Portal } from './portal.ts';
import { startWebKit, webkitDriver, type WebKitServer } from './webkit.ts';

export { fixtures } from '@garage/mock-server/seed-fixtures';
export { expect } from 'vitest';
export { signIn } from './session.ts';

const evidenceDir = fileURLToPath(new URL('../../../../.test-results/engines/', import.meta.url));

type Engine = { name: 'firefox'; browser: Browser } | { name: 'webkit'; server: WebKitServer };

const newDriver = (engine: Engine): Promise<EngineDriver<unknown>> =>
  engine.name === 'firefox' ? firefoxDriver(engine.browser) : webkitDriver(engine.server);

export const test = base
  .extend('engineName', { scope: 'worker' }, inject('engine'))
  .extend('engine', { scope: 'worker' }, async ({ engineName }, { onCleanup }): Promise<Engine> => {
    if (engineName === 'firefox') {
      const browser = await launchFirefox();
      onCleanup(() => browser.close());
      return { name: 'firefox', browser };
    }
    const server = await startWebKit();
    onCleanup(() => server.stop());
    return { name: 'webkit', server };
  })
  .extend('mockOrigin', { scope: 'worker' }, inject('mockOrigin'))
  .extend('sandbox', { scope: 'file' }, async ({ mockOrigin }, { onCleanup }) => {
    const sandbox = await startSandbox(mockOrigin);
    onCleanup(() => demoApiClient(sandbox.portalUrl).post('/sandbox/delete'));
    return sandbox;
  })
  .extend('baseUrl', { scope: 'file' }, async ({ sandbox }) => sandbox.portalUrl)
  .extend('demo', { auto: true }, async ({ baseUrl }) => {
    const demo = demoApiClient(baseUrl);
    await demo.resetSandbox();
    return demo;
  })
  /** Problems a test expects its page to report, e.g. an error it causes on purpose. */
  .extend('expectedProblems', async () => [] as RegExp[])
  .extend(
    'portal',
    async ({ engine, baseUrl, expectedProblems, task }, { onCleanup }): Promise<Portal> => {
      const driver = await newDriver(engine);
      const portal = portalIn(driver, baseUrl);
      await portal.resize(1280, 800);
      onCleanup(async () => {
        try {
          if (task.result?.state === 'fail') await keepScreenshot(portal, task.name);
          const problems = (await portal.problems()).filter(
            (problem) => !expectedProblems.some((expected) => expected.test(problem)),
          );
          if (problems.length > 0) {
            throw new Error(
              `The page reported problems in ${engine.name}:\n${problems.join('\n')}`,
            );
          }
        } finally {
          await driver.close();
        }
      });
      return portal;
    },
  );

async function keepScreenshot(portal: Portal, name: string) {
  await mkdir(evidenceDir, { recursive: true });
  const file = `${portal.engine}--${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`;
  await writeFile(`${evidenceDir}${file}`, await portal.png()).catch(() => undefined);
}

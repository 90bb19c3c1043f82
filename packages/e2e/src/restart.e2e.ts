// A sandbox kept in SQLite outlives a restart of its mock (docs/demo-sandboxes.md, "Stores"):
// one mock process with its own data folder behind the hosted demo's nginx, stopped and
// started again while a visitor's portal is open. After a reload the visitor is still signed
// in, with the enquiry raised, the message sent and the clock where it was moved.
import { startHostedDemo, type HostedDemo } from '@garage/deploy/hosted-demo';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { webRoot } from './builds.ts';
import {
  demoApiClient,
  expect,
  fixtures,
  newContext,
  newPage,
  screenshot,
  test,
} from './harness.ts';
import { startSandbox } from './harness/demo-api.ts';
import { raiseEnquiry } from './new-enquiry-steps.ts';

let hosted: HostedDemo;
let dataFolder: string;
beforeAll(async () => {
  dataFolder = mkdtempSync(join(tmpdir(), 'restart-e2e-'));
  hosted = await startHostedDemo({
    processes: 1,
    store: `sqlite:${dataFolder}`,
    // The supplier left out: what the visitor did is all that changes.
    env: { WEB_ROOT: webRoot, SIMULATOR: 'off' },
  });
});
afterAll(async () => {
  await hosted.close();
  rmSync(dataFolder, { recursive: true, force: true });
});

test('a visitor’s sandbox outlives a restart of its mock: still signed in, with the enquiry, the message and the clock', async ({
  browser,
}) => {
  const sandbox = await startSandbox(hosted.url);
  const demo = demoApiClient(sandbox.portalUrl);
  const prefix = new URL(sandbox.portalUrl).pathname;
  const context = await newContext(browser, sandbox.portalUrl);
  try {
    const page = await newPage(context);
    await page.goto(sandbox.portalUrl);
    await page.waitForURL((url) => url.pathname === `${prefix}login`);
    await page.getByRole('group', { name: 'License code' }).getByRole('textbox').first().click();
    await page.keyboard.type(fixtures.licenceCodes.dave);
    await page.getByRole('button', { name: 'ACTIVATE', exact: true }).click();
    const garage = page.getByRole('banner').getByText('Pennine Motor Factors (PMF1001)', {
      exact: true,
    });
    await garage.waitFor();

    await raiseEnquiry(page, 'RS19 TRT');
    const myList = page.getByRole('list', { name: 'My Enquiries', exact: true });
    await myList.getByRole('listitem').filter({ hasText: 'RS19 TRT' }).getByRole('link').click();
    const messages = page.getByRole('region', { name: 'Messages', exact: true });
    await messages.getByRole('textbox', { name: 'Message' }).fill('Ready for tomorrow’s demo');
    await messages.getByRole('button', { name: 'Send', exact: true }).click();
    const sent = messages.getByRole('listitem').filter({ hasText: 'Ready for tomorrow’s demo' });
    await sent.waitFor();
    const moved = await demo.post<{ now: string }>('/clock/advance', { ms: 2 * 3_600_000 });

    await hosted.restart('mock-1');
    await page.reload();

    await garage.waitFor();
    await page
      .getByRole('region', { name: 'Enquiry detail' })
      .getByRole('heading', { name: 'RS19 TRT' })
      .waitFor();
    await sent.waitFor();
    await screenshot(page, 'restart-kept');
    const clock = await fetch(new URL('__demo/clock', sandbox.portalUrl));
    const { now } = (await clock.json()) as { now: string };
    expect(Date.parse(now)).toBeGreaterThanOrEqual(Date.parse(moved.now));
  } finally {
    await context.close();
  }
});

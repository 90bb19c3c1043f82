// A graceful restart mid-demo costs the visitor nothing (docs/demo-sandboxes.md, "Graceful
// restarts"): two mock processes behind nginx on one SQLite store, the one serving a visitor's
// sandbox stopped (SIGTERM) and started again while the portal is open and quiet. Its leases
// were given up as it stopped (and it would know them for its own anyway), so the next click,
// served by it again, is answered without waiting out a lease. The test measures the time from
// the restart's end to the sent message shown. A lease
// waited out anywhere on the way (the refresh that fell due, the click's own request) would run
// at least half a lease (30 s here: a copy is renewed at most every half lease) after the old
// process's last answer, less the restart's time.
import type { Sandbox } from '@garage/api-types/demo-api';
import type { Request } from 'playwright-core';
import { startHostedDemo, type HostedDemo } from '@garage/deploy/hosted-demo';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { expect, fixtures, newContext, newPage, screenshot, test } from './harness.ts';

const webRoot =
  process.env.E2E_WEB_ROOT ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
const leaseMs = 30_000;

let hosted: HostedDemo;
let data = '';
beforeAll(async () => {
  if (!existsSync(`${webRoot}/index.html`)) {
    throw new Error(`No portal build at ${webRoot}: run pnpm --filter @garage/web build first`);
  }
  data = mkdtempSync(join(tmpdir(), 'hosted-demo-restart-'));
  hosted = await startHostedDemo({
    processes: 2,
    store: `sqlite:${data}`,
    env: { WEB_ROOT: webRoot, SIMULATOR: 'off', STORE_LEASE_SECONDS: String(leaseMs / 1000) },
  });
});
afterAll(async () => {
  await hosted.close();
  rmSync(data, { recursive: true, force: true });
});

async function startSandbox(): Promise<Sandbox> {
  const created = await fetch(`${hosted.url}/__demo/sandboxes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ label: 'Restarted mid-demo' }),
  });
  expect(created.status).toBe(201);
  return (await created.json()) as Sandbox;
}

test('the process serving a visitor restarts gracefully mid-demo, and their next click is answered at once', async ({
  browser,
}) => {
  const sandbox = await startSandbox();
  const prefix = new URL(sandbox.portalUrl).pathname;
  const code = sandbox.licences.find(({ UserID }) => UserID === fixtures.users.dave)?.LicenceCode;
  const context = await newContext(browser, hosted.url);
  try {
    const page = await newPage(context);
    // The portal's own timers (its 20-second refresh) are held while the process restarts, so
    // that no request reaches the other process meanwhile and takes the sandbox there.
    await page.clock.install();
    // The sandbox's requests: under way, and each answer with the process that gave it (what a
    // failure prints).
    const inSandbox = (request: Request) => new URL(request.url()).pathname.startsWith(prefix);
    const describe = (request: Request) =>
      `${request.method()} ${new URL(request.url()).pathname.slice(prefix.length)}`;
    const underWay = new Set<Request>();
    const answers: { request: string; status: number; process: string; ms: number }[] = [];
    context.on('request', (request) => {
      if (inSandbox(request)) underWay.add(request);
    });
    context.on('requestfailed', (request) => underWay.delete(request));
    context.on('requestfinished', (request) => {
      underWay.delete(request);
      void request.response().then((response) => {
        if (!response || !inSandbox(request)) return;
        const { responseEnd, requestStart } = request.timing();
        answers.push({
          request: describe(request),
          status: response.status(),
          process: response.headers()['x-mock-process'] ?? '',
          ms: Math.round(responseEnd - requestStart),
        });
      });
    });
    await page.goto(sandbox.portalUrl);
    await page.waitForURL((url) => url.pathname === `${prefix}login`);
    await page.getByRole('group', { name: 'License code' }).getByRole('textbox').first().click();
    await page.keyboard.type(code ?? '');
    await page.getByRole('button', { name: 'ACTIVATE', exact: true }).click();
    const myList = page.getByRole('list', { name: 'My Enquiries', exact: true });
    await page.getByRole('searchbox', { name: 'Search enquiries' }).fill('YK19 HBN');
    await myList.getByRole('listitem').filter({ hasText: 'YK19 HBN' }).getByRole('link').click();
    const detail = page.getByRole('region', { name: 'Enquiry detail' });
    await detail.getByRole('heading', { name: 'YK19 HBN' }).waitFor();
    const serving = answers.at(-1)?.process ?? '';
    expect(serving).toMatch(/^mock-[12]$/);

    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    // The page quiet before the stop: a request that reached the process as it stopped would
    // go on to the other process (nginx then avoids the stopped one for 10 seconds), and the
    // sandbox would come back here only after waiting out that one's lease: what this journey
    // times is the restart alone. One the page starts anyway (not on a timer) waits for it.
    let restartDone = () => {};
    const restarted = new Promise<void>((done) => (restartDone = done));
    const held = new Set<Request>();
    await context.route(
      (url) => url.pathname.startsWith(prefix),
      async (route) => {
        held.add(route.request());
        await restarted;
        await route.continue();
      },
    );
    await expect
      .poll(() => [...underWay].filter((request) => !held.has(request)).map(describe), {
        message: 'requests under way before the stop',
      })
      .toEqual([]);
    const stopping = performance.now();
    await hosted.restart(serving);
    // From here to the message shown: every request the page makes meanwhile (the refresh
    // that was due, then the click's) is answered by the restarted process.
    const restartedAt = performance.now();
    const afterRestart = answers.length;
    restartDone();
    await page.clock.resume();

    const messages = page.getByRole('region', { name: 'Messages', exact: true });
    await messages.getByRole('textbox', { name: 'Message' }).fill('Sent after the restart');
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/garage/message'),
    );
    await messages.getByRole('button', { name: 'Send', exact: true }).click();
    const answer = await answered;
    await messages.getByRole('listitem').filter({ hasText: 'Sent after the restart' }).waitFor();
    const took = performance.now() - restartedAt;
    await screenshot(page, 'hosted-demo-after-restart');

    expect(answer.status()).toBe(200);
    // Every answer since, by the restarted process, which took the sandbox from the store at
    // once: its lease was given up at the stop.
    const since = answers.slice(afterRestart);
    expect(since.length, 'answers after the restart').toBeGreaterThan(0);
    expect(since.filter(({ process }) => process !== serving)).toEqual([]);
    expect(took, JSON.stringify(since)).toBeLessThan(leaseMs / 2 - (restartedAt - stopping));
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

// The portal as garages run it: the production build on its own origin (nginx, deploy/), and
// the supplier's main API, mapping, company and supplier hosts each on another. Every call
// crosses origins (CORS preflights for the token headers, images fetched as blobs, the
// bulletin frame), and each must reach the host that serves it.
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { type Call, test } from './four-origins.ts';
import { advanceClockUntil, expect, fixtures, screenshot, signIn } from './harness.ts';

const { enquiries } = fixtures;
const detail = (page: Page) => page.getByRole('region', { name: 'Enquiry detail' });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * The hosts that answered calls to a path, as 'METHOD host status': the path exactly, or any
 * path under it when it ends in '/'.
 */
const answered = (calls: Call[], path: string) => {
  const matches = (callPath: string) =>
    path.endsWith('/') ? callPath.startsWith(path) : callPath === path;
  return [
    ...new Set(
      calls.filter((call) => matches(call.path)).map((c) => `${c.method} ${c.host} ${c.status}`),
    ),
  ];
};

describe('the production build against the four supplier hosts', () => {
  test('activation looks the company up on the mapping host and registers on the company host', async ({
    page,
    calls,
    cspViolations,
    origins,
  }) => {
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('group', { name: 'License code' }).getByRole('textbox').first().click();
    await page.keyboard.type(fixtures.licenceCodes.dave);
    await page.getByRole('button', { name: 'ACTIVATE', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('list', { name: 'Enquiries' }).waitFor();

    expect(answered(calls, '/api/authenticate/mobile/activate')).toEqual(['POST api 202']);
    expect(answered(calls, `/api/getCompany/${fixtures.companies.pennine}`)).toContain(
      'GET mapping 200',
    );
    await expect
      .poll(() => answered(calls, '/api/garage/addDevice/'))
      .toEqual(['POST company 200']);
    expect(answered(calls, '/api/user')).toEqual(['GET api 200']);
    expect(calls.filter((call) => call.host === 'other')).toEqual([]);
    expect(cspViolations).toEqual([]);
    expect(origins.portal).not.toBe(origins.hosts.api);
    await screenshot(page, 'four-origins-enquiries');
  });

  test('a quote with live stock, and messages with images, come from the main API', async ({
    page,
    calls,
    cspViolations,
    origins,
  }) => {
    await signIn(page, 'dave', origins.hosts.api);
    await page.goto(`/enquiries/${enquiries.quoted}`);
    const quote = page.getByRole('list', { name: 'Quoted parts' });
    await quote.getByRole('listitem').first().waitFor();
    await expect.poll(() => answered(calls, '/api/factor/stock')).toEqual(['POST api 200']);
    await expect.poll(() => quote.innerText()).toMatch(/Qty \d+ @/);

    // An image sent across origins (multipart with the token headers), then shown from a blob.
    const panel = page.getByRole('region', { name: 'Messages', exact: true });
    await panel.getByLabel('Attach image').setInputFiles({
      name: 'worn-pads.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await panel.getByRole('textbox', { name: 'Message' }).fill('Pads as they came off');
    await page.keyboard.press('Enter');
    const sent = panel
      .getByRole('list', { name: 'Message thread' })
      .getByRole('listitem')
      .filter({ hasText: 'Pads as they came off' });
    await sent.getByRole('button', { name: 'Open image' }).waitFor();
    await expect(sent.getByRole('img').first()).toHaveAttribute('src', /^(data|blob):/);

    expect(answered(calls, `/api/connectplus/response/${enquiries.quoted}`)).toEqual([
      'GET api 200',
    ]);
    expect(answered(calls, '/api/connectplus/garage/message')).toEqual(['POST api 200']);
    expect(answered(calls, '/api/image/')).toEqual(['GET api 200']);
    expect(cspViolations).toEqual([]);
    await screenshot(page, 'four-origins-quote-and-messages');
  });

  test('the cant-supply reason comes from the supplier host', async ({
    page,
    calls,
    cspViolations,
    origins,
  }) => {
    await signIn(page, 'dave', origins.hosts.api);
    await page.goto(`/enquiries/${enquiries.cancelledWithReason}`);
    await detail(page)
      .getByText('Reason: Discontinued by the manufacturer; no pattern part available.', {
        exact: true,
      })
      .waitFor();

    expect(answered(calls, '/api/salesassist/cplusassist/cantsupply/')).toEqual([
      'GET supplier 200',
    ]);
    expect(cspViolations).toEqual([]);
  });

  test('news, returns and tracking come from the company host, each screen titled', async ({
    page,
    calls,
    cspViolations,
    origins,
  }) => {
    await signIn(page, 'dave', origins.hosts.api);
    await page.goto('/');
    await nav(page).getByRole('link', { name: 'News' }).click();
    const bulletins = page.getByRole('list', { name: 'Bulletins' });
    await bulletins.getByRole('listitem').first().waitFor();
    await expect(page).toHaveTitle('News · Garage Parts Portal');
    // alt="": the title beside it names the bulletin.
    const thumbnail = bulletins.locator('img').first();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect
      .poll(async () => new URL((await thumbnail.getAttribute('src')) ?? '').origin)
      .toBe(origins.hosts.company);

    // The bulletin's document, framed from the company host.
    await bulletins.getByRole('listitem').first().click();
    const frame = page.getByRole('region', { name: 'Bulletin detail' }).locator('iframe');
    await frame.waitFor();
    await expect
      .poll(async () => new URL((await frame.getAttribute('src')) ?? '').origin)
      .toBe(origins.hosts.company);
    await expect.poll(() => answered(calls, '/assets/bulletins/')).toContain('GET company 200');

    await nav(page).getByRole('link', { name: 'Returns' }).click();
    await page.getByRole('region', { name: 'Returns summary' }).waitFor();
    await expect(page).toHaveTitle('Returns · Garage Parts Portal');

    await nav(page).getByRole('link', { name: 'Tracking' }).click();
    await page.getByRole('list', { name: 'Deliveries' }).getByRole('listitem').first().waitFor();
    await expect(page).toHaveTitle('Tracking · Garage Parts Portal');

    expect(answered(calls, '/api/promotions/')).toEqual(['GET company 200']);
    expect(answered(calls, '/api/garage/returnparts/list/')).toEqual(['GET company 200']);
    expect(answered(calls, '/api/run/getInTransit/')).toEqual(['GET company 200']);
    expect(cspViolations).toEqual([]);
    await screenshot(page, 'four-origins-tracking');
  });

  test('a company whose CompanyDomain is none reads its news from the supplier host', async ({
    page,
    calls,
    cspViolations,
    origins,
  }) => {
    await signIn(page, 'aoife', origins.hosts.api);
    await page.goto('/news');
    await page.getByRole('list', { name: 'Bulletins' }).getByRole('listitem').first().waitFor();

    expect(answered(calls, `/api/getCompany/${fixtures.companies.shannon}`)).toContain(
      'GET mapping 200',
    );
    expect(answered(calls, '/api/promotions/')).toEqual(['GET supplier 200']);
    await expect(nav(page).getByRole('link', { name: 'Tracking' })).toHaveCount(0);
    expect(cspViolations).toEqual([]);
  });
});

describe('a deployment configured wrongly', () => {
  /**
   * Has the page carry `config` (a JSON text) in place of the deployment's, or no config at all
   * (null: the page then fetches config.json, as the build's own index.html does). The block is
   * rewritten as the parser inserts it, before the page's scripts read it: a page fulfilled by
   * the test instead would lose the loopback address space its calls to the hosts need.
   */
  const carryConfig = (page: Page, config: string | null) =>
    page.addInitScript((text) => {
      new MutationObserver((_, observer) => {
        const block = document.getElementById('runtime-config');
        if (!block) return;
        if (text === null) block.remove();
        else block.textContent = text;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, config);
  /** Serves the page carrying this config in place of the deployment's. */
  const withConfig = (page: Page, config: unknown) => carryConfig(page, JSON.stringify(config));
  /** Serves the page without its config, and config.json as this answer. */
  const withConfigFile = async (page: Page, body: string, status: number) => {
    await carryConfig(page, null);
    await page.route('**/config.json', (route) =>
      route.fulfill({ status, contentType: 'application/json', body }),
    );
  };

  test('a call sent to the wrong host fails, so a routing mistake cannot pass', async ({
    page,
    calls,
    origins,
  }) => {
    const { hosts } = origins;
    // The mapping host mistaken for the main API.
    await withConfig(page, {
      apiHost: hosts.api,
      supplierHost: hosts.supplier,
      companyHosts: [hosts.company],
    });
    await page.clock.install();
    await signIn(page, 'dave', hosts.api);
    await page.goto('/');
    // The portal retries three times (1 s, 2 s, 4 s) before it shows the error: the page's
    // clock is run on through the waits rather than waited through.
    const error = page.getByText(
      `No route GET /api/getCompany/${fixtures.companies.pennine} on the api host`,
    );
    await advanceClockUntil(page, error, { step: 2_000, max: 8 });

    expect(answered(calls, '/api/getCompany/')).toContain('GET api 404');
    await expect(page.getByRole('list', { name: 'Enquiries' })).toHaveCount(0);
  });

  test('the static host’s CSP blocks a host its own config did not name', async ({
    page,
    cspViolations,
    allowProblem,
  }) => {
    allowProblem(
      /^(CSP: connect-src refused http:\/\/127\.0\.0\.1:9\/|console\.error: (Connecting to 'http:\/\/127\.0\.0\.1:9\/|Fetch API cannot load http:\/\/127\.0\.0\.1:9\/))/,
      'the refusals this test is about: calls to the host the CSP does not name',
    );
    // The config changed behind the static host's back: its CSP still names the old hosts.
    await withConfig(page, { apiHost: 'http://127.0.0.1:9' });
    await page.goto('/');
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    expect(cspViolations[0]).toMatch(/http:\/\/127\.0\.0\.1:9\/api\/authenticate\/mobile\//);
    expect(cspViolations[0]).toMatch(/connect-src/);
  });

  test('a company host the config does not allow is refused, naming the key', async ({
    page,
    origins,
  }) => {
    const { hosts } = origins;
    await withConfig(page, {
      apiHost: hosts.api,
      mappingHost: hosts.mapping,
      supplierHost: hosts.supplier,
    });
    await signIn(page, 'dave', hosts.api);
    await page.goto('/');
    await page
      .getByText(
        `The company's API host ${hosts.company} is not in config.json "companyHosts", so the portal may not call it`,
      )
      .waitFor();
  });

  test('a bad config.json shows a page naming the file and each bad key, never a blank page', async ({
    page,
  }) => {
    await withConfig(page, { apiHots: 'https://api.supplier.example', returnsView: 'partial' });
    await page.goto('/enquiries');
    await page.getByRole('heading', { level: 1, name: 'The portal cannot start' }).waitFor();
    await expect(page.getByRole('listitem')).toHaveCount(2);
    const problems = await page.getByRole('listitem').allInnerTexts();
    expect(problems[0]).toMatch(/^config\.json: unknown key "apiHots" \(known keys: apiHost, /);
    expect(problems[1]).toBe('config.json: "returnsView" must be "full" or "none", got "partial"');
    for (const [name, width, height] of [
      ['desktop', 1440, 900],
      ['tablet', 768, 1024],
      ['phone', 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await screenshot(page, `config-error-${name}`);
    }
  });

  test('a page without its config, and config.json missing, says it could not be loaded', async ({
    page,
  }) => {
    await withConfigFile(page, '"Not Found"', 404);
    await page.goto('/');
    await page.getByText('config.json: could not be loaded: HTTP 404').waitFor();
  });
});

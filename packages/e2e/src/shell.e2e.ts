// The signed-in shell: the company's header, the side navigation and its routes, and where a
// browser that never activated, or an error, ends up.
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { expect, portalPath, screenshot, signIn, test } from './harness.ts';
import { viewports } from './layout-checks.ts';

const header = (page: Page) => page.getByRole('banner');
const navLinks = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link');

/** Waits for the header to name the company: the session has loaded. */
async function waitForShell(page: Page, companyLine: string) {
  await header(page).getByText(companyLine, { exact: true }).waitFor();
}

function backgroundColour(page: Page) {
  return header(page).evaluate((element) => getComputedStyle(element).backgroundColor);
}

/** The logo once it has finished loading: where it came from and its decoded width. */
async function loadedLogo(page: Page, companyName: string) {
  const logo = page.getByRole('img', { name: `${companyName} logo` });
  await logo.waitFor();
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
  return logo.evaluate((image: HTMLImageElement) => ({
    src: image.src,
    naturalWidth: image.naturalWidth,
  }));
}

describe('signed in as dave (Pennine Motor Factors, account PMF1001)', () => {
  test('the header names the company and account in its colour, with its logo', async ({
    page,
  }) => {
    await signIn(page, 'dave');
    await page.goto('./');
    await waitForShell(page, 'Pennine Motor Factors (PMF1001)');

    await expect.poll(() => header(page).innerText()).toBe('Pennine Motor Factors (PMF1001)');
    await expect.poll(() => backgroundColour(page)).toBe('rgb(29, 78, 216)');
    const logo = await loadedLogo(page, 'Pennine Motor Factors');
    expect(logo.src).toMatch(/^data:image\//);
    expect(logo.naturalWidth).toBeGreaterThan(0);
    await screenshot(page, 'shell-dave');
  });

  test('after a reload the logo shows without fetching it again', async ({ page }) => {
    const logoRequests: string[] = [];
    page.on('request', (request) => {
      if (portalPath(request.url()).startsWith('/api/image/')) {
        logoRequests.push(request.url());
      }
    });
    await signIn(page, 'dave');
    await page.goto('./');
    await loadedLogo(page, 'Pennine Motor Factors');
    // The first load fetches it: proves the listener sees logo requests at all.
    expect(logoRequests).toHaveLength(1);

    await page.reload({ waitUntil: 'networkidle' });
    const logo = await loadedLogo(page, 'Pennine Motor Factors');
    expect(logo.src).toMatch(/^data:image\//);
    expect(logo.naturalWidth).toBeGreaterThan(0);
    expect(logoRequests).toHaveLength(1);
  });

  test('a reload paints the header from the device before the company call answers', async ({
    page,
    demo,
  }) => {
    await signIn(page, 'dave');
    await page.goto('./');
    await waitForShell(page, 'Pennine Motor Factors (PMF1001)');
    await demo.addFault({ pathPattern: '/api/user', latencyMs: 3000 });
    let companyAnswered = false;
    page.on('response', (response) => {
      if (portalPath(response.url()) === '/api/user') companyAnswered = true;
    });

    await page.reload({ waitUntil: 'commit' });
    await waitForShell(page, 'Pennine Motor Factors (PMF1001)');

    expect(companyAnswered).toBe(false);
    await expect.poll(() => backgroundColour(page)).toBe('rgb(29, 78, 216)');
    await loadedLogo(page, 'Pennine Motor Factors');
    expect(companyAnswered).toBe(false);
  });

  test('the side navigation lists every screen', async ({ page }) => {
    await signIn(page, 'dave');
    await page.goto('./');
    await waitForShell(page, 'Pennine Motor Factors (PMF1001)');

    // The header fills in before the company lookup decides the navigation: wait for it.
    await expect
      .poll(() => navLinks(page).allInnerTexts())
      .toEqual(['Enquiries', 'Tracking', 'Returns', 'News', 'Settings']);
  });

  test('each navigation entry opens its screen and is marked current', async ({ page }) => {
    await signIn(page, 'dave');
    await page.goto('./');
    await waitForShell(page, 'Pennine Motor Factors (PMF1001)');

    // Each screen by something only it shows.
    for (const [label, path, shown] of [
      ['Tracking', '/tracking', page.getByRole('button', { name: 'Recenter Map', exact: true })],
      [
        'Returns',
        '/returns',
        page.getByRole('heading', { level: 1, name: 'Returns', exact: true }),
      ],
      ['News', '/news', page.getByText('YOUR BULLETINS', { exact: true })],
      ['Settings', '/settings', page.getByRole('heading', { level: 1, name: 'Settings' })],
    ] as const) {
      await navLinks(page).getByText(label, { exact: true }).click();
      await shown.waitFor();
      expect(portalPath(page.url())).toBe(path);
      await expect
        .poll(() => navLinks(page).and(page.locator('[aria-current="page"]')).innerText())
        .toBe(label);
      await screenshot(page, `screen-${label.toLowerCase()}`);
    }

    // Last, as '/' is where the portal opens: the click has to come back to it.
    await navLinks(page).getByText('Enquiries', { exact: true }).click();
    await page.waitForURL((url) => portalPath(url) === '/');
    // The URL changes before the screen renders: wait for the Enquiries screen itself.
    await page.getByPlaceholder('Search...').waitFor();
    await expect
      .poll(() => navLinks(page).and(page.locator('[aria-current="page"]')).innerText())
      .toBe('Enquiries');
    await screenshot(page, 'screen-enquiries');
  });
});

test('a company whose API host is none (Shannon) has no Tracking or Returns', async ({ page }) => {
  await signIn(page, 'aoife');
  await page.goto('./');
  await waitForShell(page, 'Shannon Auto Parts (SAP3001)');

  await expect
    .poll(() => navLinks(page).allInnerTexts())
    .toEqual(['Enquiries', 'News', 'Settings']);
  // Shannon's own colour (#047857): the header does not just keep the portal's default blue.
  await expect.poll(() => backgroundColour(page)).toBe('rgb(4, 120, 87)');
  await screenshot(page, 'shell-aoife');
});

test('a garage without a customer account shows the company name alone', async ({ page }) => {
  await signIn(page, 'lee');
  await page.goto('./');
  await waitForShell(page, 'Pennine Motor Factors');

  await expect.poll(() => header(page).innerText()).toBe('Pennine Motor Factors');
});

test('index.html paints the header bar and a spinner before any JavaScript has run', async ({
  page,
}) => {
  await signIn(page, 'dave');
  await page.route('**/*.js', (route) => route.abort());
  for (const viewport of Object.values(viewports)) {
    await page.setViewportSize(viewport);
    await page.goto('./');

    const bar = await header(page).boundingBox();
    expect(bar).toMatchObject({ x: 0, y: 0, width: viewport.width, height: 56 });
    await expect.poll(() => backgroundColour(page)).toBe('rgb(75, 85, 99)');
    await page.getByRole('status', { name: 'Loading your garage' }).waitFor();
    await screenshot(page, `paint-ready-frame-${viewport.width}`);
  }
});

test('the frame is the first contentful paint: painted while the entry is held back, and before the app draws', async ({
  page,
}) => {
  await signIn(page, 'dave');
  // On the page's clock: when the first contentful paint came; when a frame was rendered with the
  // HTML's frame in the document (an animation frame callback runs in the rendering step that
  // paints it); and when React first replaced the frame. The entry must not run (and draw)
  // before a frame with the HTML's frame in it was rendered. (The paint entry's time is when
  // the frame was presented, which a busy machine can put after React has already run: it
  // says that the frame painted, not when.)
  await page.addInitScript(() => {
    const times = { paint: -1, framed: -1, replaced: -1 };
    Object.assign(window, { firstPaints: times });
    new PerformanceObserver((list) => {
      const paint = list.getEntriesByName('first-contentful-paint')[0];
      if (paint) times.paint = paint.startTime;
    }).observe({ type: 'paint', buffered: true });
    let frameSeen = false;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!frameSeen && root?.querySelector('.boot')) {
        frameSeen = true;
        requestAnimationFrame(() => {
          times.framed = performance.now();
        });
      }
      if (times.replaced < 0 && root && !root.querySelector('.boot') && root.childElementCount) {
        times.replaced = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  let releaseEntry: (value: undefined) => void = () => undefined;
  const entryHeld = new Promise<undefined>((resolve) => {
    releaseEntry = resolve;
  });
  await page.route(/\/static\/index-[^/]+\.js$/, async (route) => {
    await entryHeld;
    await route.fallback();
  });
  const firstPaints = () =>
    page.evaluate(
      () =>
        (window as unknown as { firstPaints: { paint: number; framed: number; replaced: number } })
          .firstPaints,
    );

  // Not waiting for the load event, which an entry script held back may hold too.
  await page.goto('./', { waitUntil: 'commit' });
  await expect.poll(async () => (await firstPaints()).paint).toBeGreaterThan(0);
  await expect(page.getByRole('status', { name: 'Loading your garage' })).toBeVisible();
  expect((await firstPaints()).replaced).toBe(-1);

  releaseEntry(undefined);
  await waitForShell(page, 'Pennine Motor Factors (PMF1001)');

  // Again with the entry as fast as the host sends it: the frame still paints first.
  await page.unroute(/\/static\/index-[^/]+\.js$/);
  await page.reload();
  await waitForShell(page, 'Pennine Motor Factors (PMF1001)');
  const { paint, framed, replaced } = await firstPaints();
  expect(paint).toBeGreaterThan(0);
  expect(framed).toBeGreaterThan(0);
  expect(replaced).toBeGreaterThan(framed);
});

test('the first paint waits for no stylesheet request, and the shell is styled', async ({
  page,
}) => {
  await signIn(page, 'dave');
  await page.goto('./');
  await waitForShell(page, 'Pennine Motor Factors (PMF1001)');

  // Lazy screens and parts bring their own stylesheets later; none may come before the paint.
  const beforeFirstPaint = await page.evaluate(() => {
    const [paint] = performance.getEntriesByName('first-contentful-paint');
    if (!paint) return null;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.css') && entry.startTime < paint.startTime)
      .map((entry) => entry.name);
  });
  expect(beforeFirstPaint).toEqual([]);
  // The shell's own styles (the entry's CSS modules) apply: the side navigation at 1280 px,
  // once the company lookup has decided its entries.
  await navLinks(page).first().waitFor();
  const navigation = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  expect(navigation).toMatchObject({ x: 0, y: 56 });
});

test('a browser that never activated is sent from / to /login', async ({ page }) => {
  await page.goto('./');
  await page.waitForURL((url) => portalPath(url) === '/login');
  await screenshot(page, 'never-activated');
});

test('/error says something went wrong', async ({ page }) => {
  await page.goto('error');
  await page
    .getByRole('heading', { level: 1, name: 'Sorry, something went wrong', exact: true })
    .waitFor();
  await screenshot(page, 'error');
});

// The login screen of a browser that never activated: the eight-box licence code, typed or
// pasted, and what a wrong, short or failing code does.
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from './axe.ts';
import {
  expect,
  fixtures,
  portalPath,
  screenshot,
  screenshotAtWidths,
  signIn,
  storageKey,
  test,
} from './harness.ts';
import { isTouchWidth, layoutProblems, viewports, type ViewportName } from './layout-checks.ts';

const activatePath = '/api/authenticate/mobile/activate';
const tokenPathPrefix = '/api/authenticate/mobile/';
const boxes = (page: Page) =>
  page.getByRole('group', { name: 'License code' }).getByRole('textbox');
const activateButton = (page: Page) => page.getByRole('button', { name: 'ACTIVATE', exact: true });
const codeInBoxes = (page: Page) =>
  boxes(page).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
// eslint-disable-next-line @typescript-eslint/no-misused-spread -- a licence code is eight ASCII digits
const daveDigits = [...fixtures.licenceCodes.dave];
const noConnection = 'No connection to the supplier. Check your internet connection and try again.';
const notActivated = 'The supplier could not activate this device. Try again in a moment.';
const deviceId = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), storageKey(page, 'onesignalId'));

/** Opens / as a browser that never activated and waits for the login screen. */
async function openLogin(page: Page) {
  await page.goto('./');
  await page.waitForURL((url) => portalPath(url) === '/login');
  await page.getByRole('heading', { level: 1, name: 'Enter license code', exact: true }).waitFor();
}

/** Types the digits into the boxes one key at a time, starting from the first box. */
async function typeCode(page: Page, digits: string) {
  await boxes(page).first().click();
  await page.keyboard.type(digits);
}

/** Counts the activation requests the page sends from now on. */
function countActivations(page: Page): { readonly count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (portalPath(request.url()) === activatePath) seen.count += 1;
  });
  return seen;
}

/** Counts the device-token fetches (GET /api/authenticate/mobile/{deviceId}) from now on. */
function countTokenFetches(page: Page): { readonly count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    const path = portalPath(request.url());
    if (request.method() === 'GET' && path.startsWith(tokenPathPrefix)) seen.count += 1;
  });
  return seen;
}

test('a browser that never activated lands on /login asking for the licence code', async ({
  page,
}) => {
  await openLogin(page);

  await expect(boxes(page)).toHaveCount(8);
  await expect.poll(() => codeInBoxes(page)).toEqual(['', '', '', '', '', '', '', '']);
  await screenshot(page, 'login');
});

test('/login is shown without the shell: no header, no navigation, at every width', async ({
  page,
}) => {
  await openLogin(page);
  for (const viewport of Object.values(viewports)) {
    await page.setViewportSize(viewport);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    // Not even the shell's empty frame, which stands in for both while a session loads.
    await expect(page.locator('header, nav')).toHaveCount(0);
    await expect(page.getByRole('link')).toHaveCount(0);
    await screenshot(page, `login-${viewport.width}`);
  }
});

test('a wrong code says it is invalid and stays on /login', async ({ page }) => {
  const tokenFetches = countTokenFetches(page);
  await openLogin(page);
  await typeCode(page, '12345678');
  await activateButton(page).click();

  await page.getByRole('alert').getByText('Invalid license code', { exact: true }).waitFor();
  expect(portalPath(page.url())).toBe('/login');
  // The first screen's calls share one refusal (406); the login screen asks once more, for a
  // device activated elsewhere meanwhile; a code the supplier did not accept asks nothing.
  expect(tokenFetches.count).toBe(2);
  await screenshot(page, 'login-invalid-code');
});

test('after five wrong codes even the right one is held back, saying how long to wait', async ({
  page,
}) => {
  await openLogin(page);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await typeCode(page, `9000000${attempt}`);
    const answered = page.waitForResponse((r) => portalPath(r.url()) === activatePath);
    await activateButton(page).click();
    expect((await answered).status()).toBe(404);
  }

  await typeCode(page, fixtures.licenceCodes.dave);
  await activateButton(page).click();

  await page
    .getByRole('alert')
    .getByText('Too many wrong license codes. Try again in 15 minutes.', { exact: true })
    .waitFor();
  await expect.poll(() => codeInBoxes(page)).toEqual(daveDigits);
  expect(portalPath(page.url())).toBe('/login');
  for (const viewport of Object.values(viewports)) {
    await page.setViewportSize(viewport);
    await screenshot(page, `login-throttled-${viewport.width}`);
  }
});

test('with no answer from the supplier ACTIVATE says there is no connection and keeps the code', async ({
  page,
  allowProblem,
}) => {
  allowProblem(
    /^console\.error: Activation failed TypeError: Failed to fetch/,
    'no answer on purpose: the portal logs the failure it tells the garage of',
  );
  await openLogin(page);
  // The network drops the call, as a workshop's Wi-Fi whose line has gone does; the browser
  // still believes it is online, so ACTIVATE can be pressed.
  const activateUrl = (url: URL) => portalPath(url) === activatePath;
  await page.route(activateUrl, (route) => route.abort('internetdisconnected'));
  await typeCode(page, fixtures.licenceCodes.dave);
  await activateButton(page).click();

  await page.getByRole('alert').getByText(noConnection, { exact: true }).waitFor();
  await expect.poll(() => codeInBoxes(page)).toEqual(daveDigits);
  expect(portalPath(page.url())).toBe('/login');
  for (const [name, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    await screenshot(page, `login-no-connection-${viewport.width}`);
    await expect.poll(() => layoutProblems(page, isTouchWidth(name as ViewportName))).toEqual([]);
    const violations = await axeViolations(page);
    expect(violations.length, describeViolations(violations)).toBe(0);
  }

  // Once the supplier answers, the same code activates: nothing had to be typed again.
  await page.unroute(activateUrl);
  await activateButton(page).click();
  await page.waitForURL((url) => portalPath(url) === '/');
});

test('a supplier that refuses to activate says so, keeps the code and stays on /login', async ({
  page,
  demo,
  allowProblem,
}) => {
  allowProblem(
    /^console\.error: Activation failed ApiError: HTTP 503: Injected fault/,
    'the activation is refused on purpose: the portal logs the failure it tells the garage of',
  );
  await demo.addFault({ pathPattern: activatePath, status: 503 });
  await openLogin(page);
  await typeCode(page, fixtures.licenceCodes.dave);
  const answered = page.waitForResponse((r) => portalPath(r.url()) === activatePath);
  await activateButton(page).click();
  expect((await answered).status()).toBe(503);

  await page.getByRole('alert').getByText(notActivated, { exact: true }).waitFor();
  await expect.poll(() => codeInBoxes(page)).toEqual(daveDigits);
  expect(portalPath(page.url())).toBe('/login');
  await screenshot(page, 'login-not-activated');
});

test('ACTIVATE with fewer than 8 digits sends nothing', async ({ page }) => {
  await openLogin(page);
  const activations = countActivations(page);
  await typeCode(page, fixtures.licenceCodes.dave.slice(0, 7));
  await activateButton(page).click();
  expect(portalPath(page.url())).toBe('/login');
  expect(activations.count).toBe(0);

  // The eighth digit and a second click do send: had the first click sent too, there would be two.
  await boxes(page).nth(7).click();
  await page.keyboard.type(fixtures.licenceCodes.dave.slice(7));
  const request = page.waitForRequest((r) => portalPath(r.url()) === activatePath);
  await activateButton(page).click();
  await request;
  expect(activations.count).toBe(1);
});

test('the right code typed box by box activates and opens the portal', async ({ page }) => {
  await openLogin(page);
  await typeCode(page, fixtures.licenceCodes.dave);
  await expect.poll(() => codeInBoxes(page)).toEqual(daveDigits);
  await activateButton(page).click();

  await page.waitForURL((url) => portalPath(url) === '/');
  await page
    .getByRole('banner')
    .getByText('Pennine Motor Factors (PMF1001)', { exact: true })
    .waitFor();
});

test('a pasted code fills all eight boxes', async ({ page }) => {
  await openLogin(page);
  await boxes(page).first().focus();
  await boxes(page)
    .first()
    .evaluate((input, code) => {
      const data = new DataTransfer();
      data.setData('text/plain', code);
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, ` ${fixtures.licenceCodes.dave} `);

  await expect.poll(() => codeInBoxes(page)).toEqual(daveDigits);
  await activateButton(page).click();
  await page
    .getByRole('banner')
    .getByText('Pennine Motor Factors (PMF1001)', { exact: true })
    .waitFor();
});

test('a code retyped after a refusal, the caret before the old digit, replaces it', async ({
  page,
}) => {
  await openLogin(page);
  await typeCode(page, '12345678');
  await activateButton(page).click();
  await page.getByRole('alert').getByText('Invalid license code', { exact: true }).waitFor();

  // A click on a box puts the caret before its digit in WebKit and Firefox, after it in
  // Chromium: put it where they do, then type with real key presses.
  await boxes(page).first().click();
  await boxes(page)
    .first()
    .evaluate((input) => (input as HTMLInputElement).setSelectionRange(0, 0));
  await page.keyboard.type(fixtures.licenceCodes.dave);

  await expect.poll(() => codeInBoxes(page)).toEqual(daveDigits);
  await activateButton(page).click();
  await page.waitForURL((url) => portalPath(url) === '/');
  await page
    .getByRole('banner')
    .getByText('Pennine Motor Factors (PMF1001)', { exact: true })
    .waitFor();
});

test('a whole code arriving in one input event, as AutoFill or dictation gives it, fills all eight boxes', async ({
  page,
}) => {
  await openLogin(page);
  await boxes(page).first().focus();

  await page.keyboard.insertText(fixtures.licenceCodes.dave);

  await expect.poll(() => codeInBoxes(page)).toEqual(daveDigits);
  await expect(boxes(page).last()).toBeFocused();
  await activateButton(page).click();
  await page.waitForURL((url) => portalPath(url) === '/');
  await page
    .getByRole('banner')
    .getByText('Pennine Motor Factors (PMF1001)', { exact: true })
    .waitFor();
});

test('a failing activation forgets the device id, reloads from / to /login and says so once', async ({
  page,
}) => {
  await openLogin(page);
  await expect.poll(() => deviceId(page)).not.toBeNull();
  const before = await deviceId(page);
  const documentLoads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documentLoads.push(portalPath(request.url()));
  });

  await typeCode(page, '50000500');
  await activateButton(page).click();

  await expect.poll(() => documentLoads).toEqual(['/']);
  await page.waitForURL((url) => portalPath(url) === '/login');
  await page.getByRole('heading', { level: 1, name: 'Enter license code', exact: true }).waitFor();
  // Said once after the reload: empty boxes alone looked as if nothing had happened.
  await expect(page.getByRole('alert')).toHaveText(
    "Activation failed on the supplier's side. Please enter your license code again.",
  );
  await screenshotAtWidths(page, 'login-activation-failed');
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Enter license code', exact: true }).waitFor();
  await expect(page.getByRole('alert')).toHaveText('');
  // Cleared before the reload, so the reloaded portal makes up a new one.
  await expect.poll(() => deviceId(page)).not.toBeNull();
  await expect.poll(() => deviceId(page)).not.toBe(before);
});

test('a signed-in visitor on /login is sent to / once user and branding are loaded', async ({
  page,
}) => {
  await signIn(page, 'dave');

  await page.goto('login');

  await page.getByText('Pennine Motor Factors (PMF1001)').waitFor();
  expect(portalPath(page.url())).toBe('/');
});

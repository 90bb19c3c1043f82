// The portal in one engine's page, as a cross-engine journey uses it: open a screen, find what
// the garage sees by role, text or label (queries.ts), click and type with real input events,
// wait for what should show. The same for Firefox and WebKit; the engine's driver does the rest.
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { EngineDriver, Key, Target } from './engine-page.ts';
import { readProblems } from './problems.ts';
import { describeTarget, findAllSource, pageTarget, testingLibrarySource } from './queries.ts';

const screenshotsDir = fileURLToPath(new URL('../../../../screenshots/', import.meta.url));

/** How long a journey waits for the page, as Playwright's assertions do in the Chromium suite. */
const patience = { timeout: 10_000, interval: 100 };

export type Portal = ReturnType<typeof portalIn<unknown>>;

/** The portal of the sandbox at `baseUrl` (with its trailing slash), in `driver`'s page. */
export function portalIn<Element>(driver: EngineDriver<Element>, baseUrl: string) {
  const loadQueries = async () => {
    const loaded = await driver.run<boolean>('() => window.TestingLibraryDom !== undefined', []);
    if (!loaded) await driver.run(`() => { ${testingLibrarySource} }`, []);
  };
  const count = async (target: Target) => {
    await loadQueries();
    return driver.run<number>(`(target) => (${findAllSource})(target).length`, [
      pageTarget(target),
    ]);
  };
  /**
   * The first element `target` finds, once it stands still: its box the same 50 ms apart, as
   * Playwright waits before acting. A click aimed at a toast still sliding in missed it.
   */
  const first = async (target: Target): Promise<Element | null> => {
    await loadQueries();
    return driver.element(
      `(target) => new Promise((resolve) => {
        const element = (${findAllSource})(target)[0];
        if (element === undefined) return resolve(null);
        const box = JSON.stringify(element.getBoundingClientRect());
        setTimeout(() => resolve(JSON.stringify(element.getBoundingClientRect()) === box ? element : null), 50);
      })`,
      [pageTarget(target)],
    );
  };
  /** The first element `target` finds, once the page shows one. */
  const find = async (target: Target): Promise<Element> => {
    const seen: { element?: Element } = {};
    await expect
      .poll(
        async () => {
          const element = await first(target).catch(() => null);
          if (element !== null) seen.element = element;
          return element !== null;
        },
        { ...patience, message: `${describeTarget(target)} never showed` },
      )
      .toBe(true);
    if (seen.element === undefined) throw new Error(`${describeTarget(target)} never showed`);
    return seen.element;
  };
  const read = async (target: Target, property: 'textContent' | 'value') => {
    await loadQueries();
    return driver.run<string | null>(
      `(target, property) => { const found = (${findAllSource})(target)[0]; return found === undefined ? null : found[property]; }`,
      [pageTarget(target), property],
    );
  };

  return {
    engine: driver.engine,
    baseUrl,
    /** Loads a path of the portal, relative to the sandbox (no leading '/'). */
    open: (path = '') => driver.goto(new URL(path, baseUrl).href),
    reload: () => driver.reload(),
    /** The path as the portal routes it, without the sandbox's /s/{id}. */
    path: async () =>
      new URL(await driver.url()).pathname.replace(/^\/s\/[^/]+(?=\/|$)/, '') || '/',
    resize: (width: number, height: number) => driver.resize(width, height),
    click: async (target: Target) => driver.click(await find(target)),
    type: (text: string) => driver.type(text),
    press: async (...keys: Key[]) => {
      for (const key of keys) await driver.press(key);
    },
    /** Clicks into a field and types, as a garage does. */
    fill: async (target: Target, text: string) => {
      await driver.click(await find(target));
      await driver.type(text);
    },
    upload: async (target: Target, path: string) => driver.upload(await find(target), path),
    /** Waits until the page shows `target`. */
    see: (target: Target) => find(target).then(() => undefined),
    /** Waits until the page shows no `target`. */
    seeNo: (target: Target) =>
      expect
        .poll(() => count(target), { ...patience, message: `${describeTarget(target)} stayed` })
        .toBe(0),
    count,
    /** The text of the first `target` shown, or null (for expect.poll). */
    textOf: (target: Target) => read(target, 'textContent'),
    /** A field's value (for expect.poll). */
    valueOf: (target: Target) => read(target, 'value'),
    /** Runs a function in the page: its arguments and result cross as JSON. */
    evaluate: <A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<R> =>
      driver.run<R>(fn.toString(), args),
    /** Cuts the page off the network (true), or connects it again (false). */
    setOffline: (offline: boolean) => driver.setOffline(offline),
    /** What the page reported as going wrong since the tab opened (problems.ts). */
    problems: () => driver.run<string[]>(readProblems, []).catch(() => []),
    /** A PNG of the viewport. */
    png: () => driver.screenshot(),
    /** A PNG of the viewport in screenshots/<engine>/<name>.png at the repository root. */
    screenshot: async (name: string) => {
      const dir = `${screenshotsDir}${driver.engine}/`;
      await mkdir(dir, { recursive: true });
      // A frame painted since the last change: just after a resize WebKit captured the old
      // width's picture, cut to the new window.
      await driver.run<null>(paintedFrame, []);
      await writeFile(`${dir}${name}.png`, await driver.screenshot());
    },
  };
}

/** Resolves once the page has painted a frame: two animation frames from now. */
const paintedFrame = `() => new Promise((painted) =>
  requestAnimationFrame(() => requestAnimationFrame(() => painted(null))))`;

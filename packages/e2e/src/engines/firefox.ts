// Firefox through puppeteer-core over WebDriver BiDi, which Firefox speaks itself: no
// geckodriver to download. Debian's firefox-esr; one browser a worker, a fresh browser context
// (its own storage) a test.
import puppeteer, {
  type Browser,
  type ElementHandle,
  type KeyInput,
  type Page,
} from 'puppeteer-core';
import { ukTimeZone } from '../harness/browser.ts';
import type { EngineDriver, Key } from './engine-page.ts';

export const firefoxPath = '/usr/bin/firefox-esr';

export async function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    // A UK garage's day, whatever the machine's zone (docs/rules.md#dates-and-times).
    env: { ...process.env, TZ: ukTimeZone },
    // Firefox's own network chatter (updates, telemetry) is refused here; the page's is not.
    extraPrefsFirefox: { 'network.dns.disableIPv6': true },
  });
}

function keysOf(key: Key): { modifier?: KeyInput; key: KeyInput } {
  const [first, second] = key.split('+') as [KeyInput, KeyInput | undefined];
  return second === undefined
    ? { key: first === ('Space' as KeyInput) ? ' ' : first }
    : { modifier: first, key: second };
}

export async function firefoxDriver(browser: Browser): Promise<EngineDriver<ElementHandle>> {
  const context = await browser.createBrowserContext();
  const page: Page = await context.newPage();
  return {
    engine: 'firefox',
    goto: async (url) => {
      await page.goto(url);
    },
    reload: async () => {
      await page.reload();
    },
    url: async () => page.url(),
    resize: async (width, height) => {
      await page.setViewport({ width, height });
      return { width, height };
    },
    run: (source, args) => page.evaluate(`(${source})(...${JSON.stringify(args)})`) as never,
    element: async (source, args) => {
      const found = await page.evaluateHandle(`(${source})(...${JSON.stringify(args)})`);
      // The finders (queries.ts) give an element or null, never another node.
      return found.asElement() as ElementHandle | null;
    },
    click: (element) => element.click(),
    type: (text) => page.keyboard.type(text),
    press: async (key) => {
      const { modifier, key: pressed } = keysOf(key);
      if (modifier !== undefined) await page.keyboard.down(modifier);
      await page.keyboard.press(pressed);
      if (modifier !== undefined) await page.keyboard.up(modifier);
    },
    upload: (element, path) => (element as ElementHandle<HTMLInputElement>).uploadFile(path),
    setOffline: (offline) => page.setOfflineMode(offline),
    screenshot: async () => Buffer.from(await page.screenshot()),
    close: () => context.close(),
  };
}

// WebKit through WebKitGTK's own WebDriver (Debian's webkit2gtk-driver), which drives its
// MiniBrowser, over classic WebDriver with selenium-webdriver. MiniBrowser needs a display:
// Xvfb, one a worker, started here with a free display number. A session a test: each is a new
// MiniBrowser with storage of its own (WebKitWebDriver's sessions are ephemeral, like a
// private window).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { Builder, Key as SeleniumKey, type WebDriver, WebElement } from 'selenium-webdriver';
import { ukTimeZone } from '../harness/browser.ts';
import type { EngineDriver } from './engine-page.ts';
import { startOfflineProxy } from './offline-proxy.ts';

export const webkitDriverPath = '/usr/bin/WebKitWebDriver';
const xvfbPath = '/usr/bin/Xvfb';
const miniBrowserPath = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export type WebKitServer = { url: string; stop: () => Promise<void> };

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** Xvfb on a display it picks itself (-displayfd), so workers never share one. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(
    xvfbPath,
    ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    },
  );
  const displayfd = xvfb.stdio[3];
  if (!displayfd) throw new Error('Xvfb gave no display number');
  const [chunk] = (await once(displayfd, 'data')) as [Buffer];
  return { display: `:${chunk.toString().trim()}`, process: xvfb };
}

async function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill();
  await once(child, 'exit');
}

/** Xvfb and WebKitWebDriver for one worker; sessions are made per test (webkitDriver). */
export async function startWebKit(): Promise<WebKitServer> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn(webkitDriverPath, [`--port=${port}`], {
    // MiniBrowser inherits it: a UK garage's day, whatever the machine's zone.
    env: { ...process.env, DISPLAY: xvfb.display, TZ: ukTimeZone },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    const ready = await fetch(`${url}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (tries === 100) throw new Error(`WebKitWebDriver did not answer on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    stop: async () => {
      await stopped(driver);
      await stopped(xvfb.process);
    },
  };
}

const seleniumKeys: Record<string, string | undefined> = {
  Enter: SeleniumKey.ENTER,
  Tab: SeleniumKey.TAB,
  Escape: SeleniumKey.ESCAPE,
  Backspace: SeleniumKey.BACK_SPACE,
  ArrowDown: SeleniumKey.ARROW_DOWN,
  ArrowUp: SeleniumKey.ARROW_UP,
  Home: SeleniumKey.HOME,
  End: SeleniumKey.END,
  Space: ' ',
  Shift: SeleniumKey.SHIFT,
};

/** Selenium's code for a key of Key ('Shift+Tab' is two: Shift, then Tab). */
function seleniumKey(name: string): string {
  const key = seleniumKeys[name];
  if (key === undefined) throw new Error(`No key ${name} for WebKit`);
  return key;
}

export async function webkitDriver(server: WebKitServer): Promise<EngineDriver<WebElement>> {
  const network = await startOfflineProxy();
  const driver: WebDriver = await new Builder()
    .usingServer(server.url)
    .withCapabilities({
      proxy: { proxyType: 'manual', httpProxy: network.address },
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {
        binary: miniBrowserPath,
        // Safari's default: Tab skips links unless the user turned "Press Tab to highlight each
        // item" on (docs/browsers.md).
        args: ['--automation', '--enable-tabs-to-links=false'],
      },
    })
    .build();
  return {
    engine: 'webkit',
    goto: (url) => driver.get(url),
    reload: () => driver.navigate().refresh(),
    url: () => driver.getCurrentUrl(),
    resize: async (width, height) => {
      const window = driver.manage().window();
      const inner = () =>
        driver.executeScript<{ width: number; height: number }>(
          'return { width: innerWidth, height: innerHeight }',
        );
      await window.setRect({ width, height });
      // The window's own frame takes its share of the size asked for: ask for that much more.
      // Below its narrowest (about 447 px) the window stays as wide as it can be.
      const [outer, page] = await Promise.all([window.getRect(), inner()]);
      await window.setRect({
        width: width + outer.width - page.width,
        height: height + outer.height - page.height,
      });
      return inner();
    },
    run: (source, args) =>
      driver.executeScript(`return (${source}).apply(null, arguments)`, ...args),
    element: async (source, args) => {
      const found = await driver.executeScript(
        `return (${source}).apply(null, arguments)`,
        ...args,
      );
      return found instanceof WebElement ? found : null;
    },
    click: async (element) => {
      // WebKitWebDriver scrolls only the window to the element, not a scrolling box it sits in
      // (the New Enquiry dialog's, once a message makes it taller than the window), and then
      // refuses the click as not interactable; a person would scroll the dialog.
      await driver.executeScript(
        "arguments[0].scrollIntoView({ block: 'nearest', inline: 'nearest' })",
        element,
      );
      await element.click();
    },
    type: (text) => driver.actions().sendKeys(text).perform(),
    press: async (key) => {
      const [first, second] = key.split('+') as [string, string | undefined];
      const actions = driver.actions();
      if (second === undefined) return actions.sendKeys(seleniumKey(first)).perform();
      return actions
        .keyDown(seleniumKey(first))
        .sendKeys(seleniumKey(second))
        .keyUp(seleniumKey(first))
        .perform();
    },
    upload: (element, path) => element.sendKeys(path),
    setOffline: async (offline) => network.setOffline(offline),
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
    close: async () => {
      await driver.quit();
      await network.close();
    },
  };
}

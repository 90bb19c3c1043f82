// What a journey leaves to look at: screenshots it takes on purpose (screenshots/), and, when it
// fails, a Playwright trace of its browser context and a screenshot of its pages
// (.test-results/), named in its error.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import type { TestContext } from 'vitest';
import { viewports } from '../layout-checks.ts';

const screenshotDir = fileURLToPath(new URL('../../../../screenshots/', import.meta.url));
/** A failed test's trace and screenshots, beside the run's drift report (global-setup.ts). */
export const failureDir = fileURLToPath(new URL('../../../../.test-results/', import.meta.url));

/** Saves the page as screenshots/<name>.png at the repository root (git-ignored), to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(screenshotDir, { recursive: true });
  const path = `${screenshotDir}${name}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Screenshots at a desktop, a tablet and a phone width, named <name>-<width>. */
export async function screenshotAtWidths(page: Page, name: string) {
  for (const viewport of Object.values(viewports)) {
    await page.setViewportSize(viewport);
    await screenshot(page, `${name}-${viewport.width}`);
  }
  await page.setViewportSize(viewports.desktop);
}

/**
 * The name of a test's evidence: its file and its name (with its describe blocks), e.g.
 * `chaos--a-failed-first-load-says-so-with-try-again`, safe as a file name.
 */
export function evidenceName(task: TestContext['task']): string {
  const file = task.file.name.replace(/^.*\//, '').replace(/\.e2e\.ts$/, '');
  const sanitised = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return `${sanitised(file)}--${sanitised(task.fullTestName)}`.slice(0, 150).replace(/-$/, '');
}

/**
 * Records the context (Playwright's tracing: actions, the DOM before and after each, network,
 * console) from now on, for `keepEvidenceIfFailed` to keep when the test fails. Without its
 * screencast: on the whole browser suite that cost about a fifth more time (290 s against
 * 233 s untraced), where DOM snapshots cost about 3 % (239 s); the trace viewer draws the page
 * from the snapshots, and the failure's screenshot shows its end.
 */
export async function startTrace(context: BrowserContext): Promise<void> {
  await context.tracing.start({ screenshots: false, snapshots: true });
}

/**
 * At the end of a test, before its context closes: when it failed, or is about to fail with
 * `failure` (what its pages reported: page-problems.ts), keeps the trace
 * (.test-results/<name>.zip, `npx playwright show-trace` or trace.playwright.dev opens it) and a
 * screenshot of each of the context's pages (<name>.png, then <name>-2.png...), and adds their
 * paths to the test's errors and to `failure`; when it passed, drops the trace. A later run
 * that passes leaves a failure's evidence where it is, for the flake it may show.
 */
export async function keepEvidenceIfFailed(
  context: BrowserContext,
  task: TestContext['task'],
  failure?: Error,
): Promise<void> {
  const failed = task.result?.state === 'fail';
  if (!failed && failure === undefined) {
    await context.tracing.stop();
    return;
  }
  const base = `${failureDir}${evidenceName(task)}`;
  await mkdir(failureDir, { recursive: true });
  const kept: string[] = [];
  for (const [index, page] of context.pages().entries()) {
    const path = index === 0 ? `${base}.png` : `${base}-${index + 1}.png`;
    // A page that cannot be shot (closed, crashed) leaves the trace to tell.
    await page
      .screenshot({ path, fullPage: true, timeout: 5_000 })
      .then(() => kept.push(`screenshot: ${path}`))
      .catch(() => undefined);
  }
  await context.tracing.stop({ path: `${base}.zip` });
  kept.unshift(`trace: ${base}.zip`);
  const note = `\n\n${kept.join('\n')}`;
  for (const error of failed ? (task.result.errors ?? []) : []) {
    error.message += note;
  }
  if (failure) failure.message += note;
}

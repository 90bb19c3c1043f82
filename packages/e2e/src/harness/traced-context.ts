// The browser context a journey runs in, for each harness's `context` fixture (harness.ts,
// four-origins.ts): fresh, traced, and at the test's end its evidence kept when it failed and
// what its pages reported turned into a failure (evidence.ts, page-problems.ts).
import type { Browser, BrowserContext } from 'playwright-core';
import type { TestContext } from 'vitest';
import { newContext } from './browser.ts';
import { keepEvidenceIfFailed, startTrace } from './evidence.ts';
import type { PageProblems } from './page-problems.ts';

export async function tracedContext(
  browser: Browser,
  baseUrl: string,
  { task, pageProblems }: { task: TestContext['task']; pageProblems: PageProblems },
  onCleanup: (cleanup: () => Promise<void>) => void,
): Promise<BrowserContext> {
  const context = await newContext(browser, baseUrl);
  await startTrace(context);
  onCleanup(async () => {
    const failure = pageProblems.failure(task);
    await keepEvidenceIfFailed(context, task, failure);
    await context.close();
    if (failure) throw failure;
  });
  return context;
}

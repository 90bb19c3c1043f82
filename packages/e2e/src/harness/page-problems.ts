// What the pages of a test report as going wrong: uncaught errors, console errors, the page's
// own console warnings and what the Content-Security-Policy refused. Any of them fails the
// journey at its end, each named, unless the journey allowed it (`allowProblem`). The rule and
// what it leaves out are in ../../README.md, "The page reports no problems".
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import type { TestContext } from 'vitest';

export type ProblemKind = 'uncaught' | 'console.error' | 'console.warn' | 'CSP';

/**
 * What a page reported, shown as `kind: text (where)`: the first line of its text, as the trace
 * shows the rest (an error's stack, which console.error prints after it).
 */
export type PageProblem = { kind: ProblemKind; text: string; where: string };

type Allowance = { pattern: RegExp; reason: string; required: boolean; used: boolean };

export type AllowOptions = {
  /**
   * false: the journey passes whether or not the page reports it, for a problem whose showing
   * depends on timing (say why in the reason). By default an allowance nothing matched fails.
   */
  required?: boolean;
};

/** The name the init script reports a CSP violation through (exposeBinding). */
const cspBinding = '__e2eCspViolation';

// Before the page's own scripts, in every frame: the event is the page's own report of a
// refusal, with the directive and what was refused. Chromium prints some refusals on the
// console as well (an inline script), not all (a caught \`new Function\`).
const cspInitScript = `document.addEventListener('securitypolicyviolation', (event) => {
  const report = globalThis[${JSON.stringify(cspBinding)}];
  if (typeof report === 'function') {
    void report({
      directive: event.effectiveDirective,
      blocked: event.blockedURI,
      source: event.sourceFile,
      line: event.lineNumber,
      column: event.columnNumber,
    });
  }
});`;

type CspViolation = {
  directive: string;
  blocked: string;
  source: string;
  line: number;
  column: number;
};

/**
 * Whether a console message is the browser's own line about a request that failed (a 4xx or
 * 5xx answer, the network down, a request the test aborted): not the portal's code speaking.
 * Journeys that make the supplier fail assert on what the garage sees instead. A call of
 * console.error by a script always has arguments, the browser's own lines never do.
 */
export function isBrowserNetworkFailure(message: {
  type: () => string;
  text: () => string;
  args: () => unknown[];
}): boolean {
  return (
    message.type() === 'error' &&
    message.args().length === 0 &&
    message.text().startsWith('Failed to load resource: ')
  );
}

// Playwright's stand-in for navigator.serviceWorker.register says this when a context blocks
// the worker, as newContext's do unless a test allows it: the harness's doing, not the page's.
const serviceWorkerBlocked = 'Service Worker registration blocked by Playwright';

/**
 * Whether a console message counts as a problem: every error but the browser's network lines,
 * and warnings the page's scripts print (console.warn) but Playwright's own. The browser's own
 * warnings (deprecations, a preload not used in time) are left out: whether they show moves
 * with the machine's load.
 */
export function consoleProblemKind(message: {
  type: () => string;
  text: () => string;
  args: () => unknown[];
}): ProblemKind | null {
  if (message.type() === 'error') return isBrowserNetworkFailure(message) ? null : 'console.error';
  if (message.type() === 'warning' && message.args().length > 0) {
    return message.text() === serviceWorkerBlocked ? null : 'console.warn';
  }
  return null;
}

/** A URL without its origin, and without a sandbox's /s/{id} (the portal's own path). */
function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.protocol.startsWith('http')) return url;
    return `${parsed.pathname.replace(/^\/s\/[^/]+(?=\/|$)/, '') || '/'}${parsed.search}`;
  } catch {
    return url;
  }
}

/** Where the first frame of a stack ran, as `path:line:column`, if it names a place. */
function firstFrame(stack: string | undefined): string | undefined {
  const place = /\n\s+at (?:.*\()?(\S+):(\d+):(\d+)\)?/.exec(stack ?? '');
  return place ? `${pathOf(place[1] ?? '')}:${place[2]}:${place[3]}` : undefined;
}

function consoleWhere(message: ConsoleMessage): string {
  const page = message.page();
  const { url, lineNumber, columnNumber } = message.location();
  const at = url ? ` at ${pathOf(url)}:${lineNumber}:${columnNumber}` : '';
  return `${page ? pathOf(page.url()) : 'a worker'}${at}`;
}

/**
 * One test's record of what its pages reported, from every context it watches (`watch`: the
 * harness's `context` and each made with `newContext` during the test).
 */
export class PageProblems {
  readonly #seen: PageProblem[] = [];
  readonly #allowances: Allowance[] = [];
  #checked = false;

  /** Records what `context`'s pages report from now on: call before its first page opens. */
  async watch(context: BrowserContext): Promise<void> {
    context.on('console', (message) => {
      const kind = consoleProblemKind(message);
      if (kind) this.add(kind, message.text(), consoleWhere(message));
    });
    context.on('weberror', (webError) => {
      const error = webError.error();
      const page = webError.page();
      const frame = firstFrame(error.stack);
      const where = `${page ? pathOf(page.url()) : 'a worker'}${frame ? ` at ${frame}` : ''}`;
      this.add('uncaught', `${error.name}: ${error.message}`, where);
    });
    await context.exposeBinding(cspBinding, ({ page }: { page: Page }, event: CspViolation) => {
      const at = event.source ? ` at ${pathOf(event.source)}:${event.line}:${event.column}` : '';
      const text = `${event.directive} refused ${event.blocked || 'inline'}${at}`;
      this.add('CSP', text, pathOf(page.url()));
    });
    await context.addInitScript(cspInitScript);
  }

  add(kind: ProblemKind, text: string, where: string): void {
    this.#seen.push({ kind, text: text.split('\n', 1)[0] ?? '', where });
  }

  /**
   * Lets problems whose line (`kind: text`) matches `pattern` pass, for a journey that makes
   * the page report one on purpose; `reason` says why it is expected. An allowance nothing
   * matched fails the test too, so none outlives what it was for, unless it is not `required`.
   */
  allow(pattern: RegExp, reason: string, { required = true }: AllowOptions = {}): void {
    if (reason.trim() === '') throw new Error(`allowProblem(${String(pattern)}) needs a reason`);
    this.#allowances.push({ pattern, reason, required, used: false });
  }

  /** Everything reported so far, as `kind: text` lines, allowed or not. */
  lines(): string[] {
    return this.#seen.map(lineOf);
  }

  /**
   * The error naming each problem no allowance covers and each allowance nothing matched (only
   * when `task` has not failed otherwise: it may have stopped before the page reported it), or
   * undefined when there are none. Answers once: the harness asks at the end of the test.
   */
  failure(task?: TestContext['task']): Error | undefined {
    if (this.#checked) return undefined;
    this.#checked = true;
    const unexpected = this.#seen.filter((problem) => {
      const line = lineOf(problem);
      const allowances = this.#allowances.filter(({ pattern }) => pattern.test(line));
      for (const allowance of allowances) allowance.used = true;
      return allowances.length === 0;
    });
    const failedBefore = task?.result?.state === 'fail';
    const unused = failedBefore
      ? []
      : this.#allowances.filter((allowance) => allowance.required && !allowance.used);
    if (unexpected.length === 0 && unused.length === 0) return undefined;
    const parts: string[] = [];
    if (unexpected.length > 0) {
      parts.push(
        `The page reported ${unexpected.length === 1 ? 'a problem' : `${unexpected.length} problems`} (packages/e2e/README.md, "The page reports no problems"):`,
        ...unexpected.map((problem) => `- ${lineOf(problem)} (${problem.where})`),
      );
    }
    if (unused.length > 0) {
      parts.push(
        'Allowed but never reported:',
        ...unused.map(({ pattern, reason }) => `- ${String(pattern)} (${reason})`),
      );
    }
    const error = new Error(parts.join('\n'));
    error.name = 'PageProblems';
    return error;
  }
}

const lineOf = ({ kind, text }: PageProblem) => `${kind}: ${text}`;

/** The record of the test running in this worker (tests of a file run one after another). */
let current: PageProblems | undefined;

/** The running test's record, which `newContext` watches each context it makes into. */
export function currentPageProblems(): PageProblems | undefined {
  return current;
}

/**
 * The `pageProblems` fixture (harness.ts, four-origins.ts): the test's record, set up before
 * its contexts so `newContext` watches each; at its end it fails the test with what a context
 * of its own (one the test made with `newContext`) reported. The `context` fixture checks
 * first, for its evidence.
 */
export async function pageProblemsFixture(
  { task }: { task: TestContext['task'] },
  { onCleanup }: { onCleanup: (cleanup: () => void) => void },
): Promise<PageProblems> {
  const problems = new PageProblems();
  const before = current;
  current = problems;
  onCleanup(() => {
    if (current === problems) current = before;
    const failure = problems.failure(task);
    if (failure) throw failure;
  });
  return problems;
}

// What the page reports as going wrong, in every engine alike: a script the test host puts
// first in the portal's page (global-setup.ts) records uncaught errors, rejected promises,
// console errors and warnings, and what the CSP refused, in sessionStorage, so a reload keeps
// them. WebKitWebDriver offers no console or log events, so the page reports on itself.

const storageKeyOfProblems = 'e2e-problems';

/** The script's name in the build copy (static/, which every page reads from the root). */
export const problemsScriptFile = 'e2e-problems.js';

/** The script, as a classic script: it runs before the portal's modules. */
export const problemsScript = `(() => {
  const key = ${JSON.stringify(storageKeyOfProblems)};
  const record = (kind, text) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(key) || '[]');
      list.push(kind + ': ' + String(text).slice(0, 500));
      sessionStorage.setItem(key, JSON.stringify(list));
    } catch {}
  };
  const describe = (value) =>
    value instanceof Error ? value.name + ': ' + value.message : typeof value === 'string' ? value : JSON.stringify(value);
  for (const level of ['error', 'warn']) {
    const original = console[level].bind(console);
    console[level] = (...args) => {
      record('console.' + level, args.map(describe).join(' '));
      original(...args);
    };
  }
  addEventListener('error', (event) => {
    // A resource that failed to load (an image, a script) fires here without a message. The
    // browser's note that some ResizeObserver notifications waited for the next frame (the
    // virtualised list measuring its rows while a journey resizes the window) is no error: the
    // notifications are delivered, and the specification has every browser report it.
    if (/^ResizeObserver loop/.test(event.message)) return;
    if (event.error !== undefined || event.message) record('uncaught', describe(event.error ?? event.message));
  });
  addEventListener('unhandledrejection', (event) => record('unhandled rejection', describe(event.reason)));
  document.addEventListener('securitypolicyviolation', (event) =>
    record('CSP', event.violatedDirective + ' refused ' + (event.blockedURI || 'inline') + ' at ' + event.sourceFile + ':' + event.lineNumber),
  );
})();
`;

/** A function's source that reads, in the page, what the script recorded in this tab. */
export const readProblems = `() => JSON.parse(sessionStorage.getItem(${JSON.stringify(storageKeyOfProblems)}) || '[]')`;

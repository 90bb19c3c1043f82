import { afterAll, vi } from 'vitest';

/**
 * The web project runs its files one after another in one worker without isolation
 * (vitest.config.ts): the worker, its jsdom window and the packages from node_modules are
 * shared, which saves a worker, a window and their imports per file. This runs before each file
 * and gives it what a worker of its own would have given it (docs/testing.md):
 *
 * - the portal's own modules evaluated afresh, so module state starts over and a file's
 *   vi.mock reaches every module it imports, also those an earlier file imported;
 * - empty localStorage and sessionStorage, an empty page, no toasts left in react-hot-toast's
 *   store (a package, so shared);
 * - after the file, real timers and the globals vi.stubGlobal replaced.
 */
vi.resetModules();

if (typeof window !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  const { default: toast } = await import('react-hot-toast');
  toast.remove();
}

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

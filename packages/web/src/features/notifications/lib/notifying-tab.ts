// With several tabs open, only the one holding this lock raises system notifications; when it
// closes, the next tab waiting takes the lock over (docs/notifications.md#several-tabs).
const lockName = 'garage-portal-notifier';

/**
 * Waits in line for the lock and holds it until `signal` aborts; `isHolder()` says whether
 * this tab has it. Without Web Locks every tab counts as the holder.
 */
export function holdNotifierLock(signal: AbortSignal): { isHolder: () => boolean } {
  // Lib typings say `locks` is always there; older browsers and jsdom have none.
  const locks = navigator.locks as LockManager | undefined;
  if (!locks) return { isHolder: () => true };
  let holder = false;
  locks
    .request(
      lockName,
      { signal },
      () =>
        new Promise<void>((release) => {
          holder = true;
          signal.addEventListener('abort', () => {
            holder = false;
            release();
          });
        }),
    )
    // An abort while still waiting rejects the request: the tab simply never held the lock.
    .catch(() => undefined);
  return { isHolder: () => holder };
}

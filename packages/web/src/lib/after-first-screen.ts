import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * How long after the session is known the first screen is taken as there anyway: a call that
 * hangs (the client sets no time limit) must not hold the notifications and the update prompt
 * back for good.
 */
export const firstScreenWaitCapMs = 10_000;

/**
 * Whether the first screen is there: `ready` has turned true, every call in flight has been
 * answered, and the browser has painted since, or `firstScreenWaitCapMs` has passed since
 * `ready`. It stays true. What the garage does not need to see the first screen (the
 * notifications, the service worker's registration) waits for it, so its code, calls and
 * downloads do not compete with the screen's (docs/first-load.md). A hidden tab paints
 * nothing: there it does not wait for a frame.
 */
export function useAfterFirstScreen(ready: boolean): boolean {
  const queryClient = useQueryClient();
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (!ready || drawn) return undefined;
    let frame: number | undefined;
    let task: ReturnType<typeof setTimeout> | undefined;
    const done = () => setDrawn(true);
    const cap = setTimeout(done, firstScreenWaitCapMs);
    const afterPaint = () => {
      if (frame !== undefined || task !== undefined) return;
      // A frame's callbacks run just before it paints; a task queued from one runs after it.
      if (document.visibilityState === 'hidden') task = setTimeout(done);
      else frame = requestAnimationFrame(() => (task = setTimeout(done)));
    };
    const whenAnswered = () => {
      if (queryClient.isFetching() === 0) afterPaint();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(whenAnswered);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') done();
    };
    document.addEventListener('visibilitychange', onHidden);
    whenAnswered();
    return () => {
      unsubscribe();
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(task);
      clearTimeout(cap);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [queryClient, ready, drawn]);
  return drawn;
}

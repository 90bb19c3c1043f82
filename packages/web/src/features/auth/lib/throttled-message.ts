import { formatDuration } from 'date-fns';

/**
 * What the licence screen says when the supplier asks a device to wait after too many wrong
 * codes (a 429): how long, in whole minutes rounded up (seconds under a minute), or 'later'
 * when the supplier gave no time (docs/supplier-calls.md#activation).
 */
export function throttledMessage(waitSeconds: number | null): string {
  const lead = 'Too many wrong license codes.';
  if (waitSeconds === null) return `${lead} Try again later.`;
  const duration =
    waitSeconds < 60 ? { seconds: waitSeconds } : { minutes: Math.ceil(waitSeconds / 60) };
  return `${lead} Try again in ${formatDuration(duration)}.`;
}

import { format, isSameDay } from 'date-fns';

/** The card's line under the first document number: '(and N other doc(s))', or none. */
export function otherDocumentsText(documents: readonly string[]): string | null {
  const others = documents.length - 1;
  return others > 0 ? `(and ${others} other doc(s))` : null;
}

/** 'Today at HH:mm' for an ETA today, otherwise 'DD/MM/YYYY HH:mm'. */
export function etaText(eta: number, now: Date): string {
  return isSameDay(eta, now) ? `Today at ${format(eta, 'HH:mm')}` : format(eta, 'dd/MM/yyyy HH:mm');
}

/**
 * How far the delivery is from its dispatch (`start`) to its ETA, as a whole percentage
 * between 0 and 100 (docs/rules.md#tracking).
 */
export function progressPercent(start: number, eta: number, now: number): number {
  // An ETA at or before the start leaves nothing to wait for.
  if (eta <= start) return 100;
  const percent = ((now - start) / (eta - start)) * 100;
  return Math.round(Math.min(100, Math.max(0, percent)));
}

/** The time left to the ETA as 'Xh Ym', whole minutes, never negative. */
export function remainingText(eta: number, now: number): string {
  const minutes = Math.max(0, Math.floor((eta - now) / 60_000));
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

import type { Bulletin } from '@garage/api-types';
// lightFormat: numeric patterns need no locale.
import { lightFormat } from 'date-fns/lightFormat';

/** Bulletin dates as DD/MM/YYYY, in local time; the raw value if unparseable. */
export function bulletinDateText(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : lightFormat(date, 'dd/MM/yyyy');
}

export type BulletinSelection =
  | { kind: 'none' }
  | { kind: 'found'; bulletin: Bulletin }
  /** The address names no bulletin of this list (an old link, or a typo). */
  | { kind: 'unknown' };

/** The bulletin the route's newsId names, among those loaded. */
export function selectBulletin(
  bulletins: readonly Bulletin[],
  newsId: string | undefined,
): BulletinSelection {
  if (newsId === undefined) return { kind: 'none' };
  const bulletin = bulletins.find((candidate) => String(candidate.BulletinId) === newsId);
  return bulletin ? { kind: 'found', bulletin } : { kind: 'unknown' };
}

/**
 * The document to frame, or null when the bulletin has none: a null or blank FilePath, or one
 * that is not an http(s) URL (a javascript: or data: URL would run in the portal's frame).
 */
export function documentUrl(bulletin: Bulletin): string | null {
  const path = bulletin.FilePath?.trim();
  if (!path || !URL.canParse(path)) return null;
  const { protocol } = new URL(path);
  return protocol === 'https:' || protocol === 'http:' ? path : null;
}

import type { LineConfirmation, QuoteLine } from '@garage/api-types';
import { isSameDay, lightFormat } from 'date-fns';

/** A line index toggles in and out of the selection. */
export function toggleLine(selection: ReadonlySet<number>, index: number): Set<number> {
  const next = new Set(selection);
  if (!next.delete(index)) next.add(index);
  return next;
}

/** The selected lines, in quote order. */
export function selectedLines(
  lines: readonly QuoteLine[],
  selection: ReadonlySet<number>,
): QuoteLine[] {
  return lines.filter((_, index) => selection.has(index));
}

/** The body of response/conf, one confirmation per selected line. */
export function lineConfirmations(lines: readonly QuoteLine[], userId: number): LineConfirmation[] {
  return lines.map((line) => ({
    Qty: line.Qty,
    ResponseDetailID: line.ResponseDetailId,
    UserID: userId,
    ResponseHeaderID: line.ResponseHeaderId,
    EnquiryID: line.EnquiryId,
    Confirmed: 1,
  }));
}

/** The order confirmation card's footer: 'Due: Today' or 'Due: DD/MM/YY'; null when not known. */
export function dueText(deliveryDate: string | null, now: Date): string | null {
  if (!deliveryDate) return null;
  const due = new Date(deliveryDate);
  if (Number.isNaN(due.getTime())) return null;
  return isSameDay(due, now) ? 'Due: Today' : `Due: ${lightFormat(due, 'dd/MM/yy')}`;
}

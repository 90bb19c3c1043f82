import type { LineConfirmation, QuoteLine } from '@garage/api-types';
import { isSameDay, lightFormat } from 'date-fns';

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

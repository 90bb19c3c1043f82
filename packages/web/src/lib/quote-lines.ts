import type { QuoteLine } from '@garage/api-types';

/**
 * The same offer to the garage: the same part, quantity, unit price and notes (notes tell a
 * pattern part from a genuine one). docs/rules.md#when-the-supplier-updates-a-quote
 */
export function sameOffer(a: QuoteLine, b: QuoteLine): boolean {
  return (
    a.PartNumber === b.PartNumber &&
    a.Qty === b.Qty &&
    // Money is a decimal string: '27.9' and '27.90' are one price.
    Number(a.UnitPrice) === Number(b.UnitPrice) &&
    (a.ResponseDetailNotes ?? '') === (b.ResponseDetailNotes ?? '')
  );
}

/**
 * The same quote: the same lines, by id, in the same order, each the same offer. What ordering
 * changes on a line (`Confirmed`, `DeliveryDate`) is not a change of the quote.
 */
export function sameQuote(a: readonly QuoteLine[], b: readonly QuoteLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((line, index) => {
      const other = b[index];
      return other?.ResponseDetailId === line.ResponseDetailId && sameOffer(line, other);
    })
  );
}

/**
 * The supplier re-quoted: an open quote (no line ordered yet, before and after) whose lines are
 * not the same quote any more.
 */
export function isRequote(before: readonly QuoteLine[], after: readonly QuoteLine[]): boolean {
  const open = (lines: readonly QuoteLine[]) =>
    lines.length > 0 && lines.every((line) => line.Confirmed === 0);
  return open(before) && open(after) && !sameQuote(before, after);
}

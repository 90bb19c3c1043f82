import type { QuoteLine } from '@garage/api-types';
import { sameOffer } from '../../../lib/quote-lines.ts';

/**
 * What the garage ticked: each line as it stood when the garage saw it ticked, by its
 * ResponseDetailId (what names a quote line to the supplier), never by its place in the quote.
 */
export type Ticks = ReadonlyMap<number, QuoteLine>;

export const noTicks: Ticks = new Map();

/** A line ticks in, or out if it was ticked. */
export function toggleTick(ticks: Ticks, line: QuoteLine): Ticks {
  const next = new Map(ticks);
  if (!next.delete(line.ResponseDetailId)) next.set(line.ResponseDetailId, line);
  return next;
}

/**
 * The ticked lines as they stand, in quote order: a line whose offer is no longer the one the
 * garage ticked is not among them, even for the moment before its tick is dropped.
 */
export function tickedLines(lines: readonly QuoteLine[], ticks: Ticks): QuoteLine[] {
  return lines.filter((line) => {
    const ticked = ticks.get(line.ResponseDetailId);
    return ticked !== undefined && sameOffer(ticked, line);
  });
}

/**
 * The ticks after the supplier changed the quote from `before` to `after`. A tick stays on its
 * line while that line is the same offer (part, quantity, price, notes). A quote issued afresh
 * gives its lines new ids: a tick whose line has gone moves to the one new line that is the
 * same offer, if exactly one is. Every other tick is dropped, and counted.
 * docs/rules.md#when-the-supplier-updates-a-quote
 */
export function carryTicks(
  ticks: Ticks,
  before: readonly QuoteLine[],
  after: readonly QuoteLine[],
): { ticks: Ticks; dropped: number } {
  const byId = new Map(after.map((line) => [line.ResponseDetailId, line]));
  const earlierIds = new Set(before.map((line) => line.ResponseDetailId));
  const kept = new Map<number, QuoteLine>();
  const gone: QuoteLine[] = [];
  for (const [id, ticked] of ticks) {
    const line = byId.get(id);
    if (line === undefined) gone.push(ticked);
    else if (sameOffer(ticked, line)) kept.set(id, line);
  }
  let dropped = ticks.size - kept.size - gone.length;
  for (const ticked of gone) {
    const matches = after.filter(
      (line) =>
        !earlierIds.has(line.ResponseDetailId) &&
        !kept.has(line.ResponseDetailId) &&
        sameOffer(ticked, line),
    );
    const [only] = matches;
    if (matches.length === 1 && only) kept.set(only.ResponseDetailId, only);
    else dropped += 1;
  }
  return { ticks: kept, dropped };
}

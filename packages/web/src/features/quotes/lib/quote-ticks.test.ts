import type { QuoteLine } from '@garage/api-types';
import { describe, expect, it } from 'vitest';
import { makeQuoteLine } from '../../../testing/make-quote-line.ts';
import { carryTicks, noTicks, tickedLines, toggleTick, type Ticks } from './quote-ticks.ts';

const pads = makeQuoteLine({
  ResponseDetailId: 9001,
  PartNumber: 'BP-FO-1021',
  Qty: 1,
  UnitPrice: '38.50',
});
const discs = makeQuoteLine({
  ResponseDetailId: 9002,
  PartNumber: 'BD-FO-2210',
  Qty: 2,
  UnitPrice: '27.95',
});
const filter = makeQuoteLine({
  ResponseDetailId: 9003,
  PartNumber: 'AF-VA-0440',
  Qty: 4,
  UnitPrice: '17.39',
});

const tick = (...lines: QuoteLine[]): Ticks => lines.reduce(toggleTick, noTicks);
const ids = (lines: readonly QuoteLine[] | Ticks) =>
  Array.isArray(lines)
    ? (lines as QuoteLine[]).map((line) => line.ResponseDetailId)
    : [...(lines as Ticks).keys()];

describe('toggleTick', () => {
  it('ticks a line by its id and unticks it the second time', () => {
    const once = toggleTick(noTicks, discs);
    expect(ids(once)).toEqual([9002]);
    expect(ids(toggleTick(once, discs))).toEqual([]);
    expect(ids(noTicks)).toEqual([]);
  });
});

describe('tickedLines', () => {
  it('keeps quote order whatever order the lines were ticked in', () => {
    expect(ids(tickedLines([pads, discs, filter], tick(filter, pads)))).toEqual([9001, 9003]);
  });

  it('follows the line, not its place, when the quote is re-ordered', () => {
    expect(ids(tickedLines([filter, discs, pads], tick(discs)))).toEqual([9002]);
  });

  it('leaves out a ticked line whose offer changed under its id', () => {
    const repriced = { ...discs, UnitPrice: '29.95' };
    expect(tickedLines([pads, repriced], tick(discs))).toEqual([]);
  });
});

describe('carryTicks', () => {
  it('drops nothing when only the unticked lines changed', () => {
    const carried = carryTicks(tick(discs), [pads, discs], [discs, { ...pads, Qty: 3 }, filter]);
    expect(ids(carried.ticks)).toEqual([9002]);
    expect(carried.dropped).toBe(0);
  });

  it('drops the tick of a line re-priced, re-counted, changed to another part or re-noted', () => {
    const before = [pads, discs];
    for (const change of [
      { UnitPrice: '27.96' },
      { Qty: 1 },
      { PartNumber: 'BD-FO-2211' },
      { ResponseDetailNotes: 'Genuine part' },
    ]) {
      const carried = carryTicks(tick(pads, discs), before, [pads, { ...discs, ...change }]);
      expect(ids(carried.ticks)).toEqual([9001]);
      expect(carried.dropped).toBe(1);
    }
  });

  it('never moves a tick onto the line that took its place', () => {
    // The re-quote: other parts in the same places.
    const requote = [
      makeQuoteLine({ ResponseDetailId: 9010, PartNumber: 'OF-VA-0101' }),
      makeQuoteLine({ ResponseDetailId: 9011, PartNumber: 'AF-VA-0440', Qty: 4 }),
    ];
    const carried = carryTicks(tick(discs), [pads, discs], requote);
    expect(ids(carried.ticks)).toEqual([]);
    expect(carried.dropped).toBe(1);
  });

  it('drops the tick of a line removed', () => {
    const carried = carryTicks(tick(pads, discs), [pads, discs], [pads]);
    expect(ids(carried.ticks)).toEqual([9001]);
    expect(carried.dropped).toBe(1);
  });

  it('moves a tick to the one new line of a quote issued afresh that is the same offer', () => {
    // New ids, new order, one price changed: the discs are the same offer, the pads are not.
    const reissued = [
      { ...discs, ResponseDetailId: 9020, UnitPrice: '27.950' },
      { ...pads, ResponseDetailId: 9021, UnitPrice: '36.00' },
    ];
    const carried = carryTicks(tick(pads, discs), [pads, discs], reissued);
    expect(ids(carried.ticks)).toEqual([9020]);
    expect(carried.dropped).toBe(1);
  });

  it('does not guess between two new lines that are both the same offer', () => {
    const twice = [
      { ...discs, ResponseDetailId: 9020 },
      { ...discs, ResponseDetailId: 9021 },
    ];
    const carried = carryTicks(tick(discs), [discs], twice);
    expect(ids(carried.ticks)).toEqual([]);
    expect(carried.dropped).toBe(1);
  });

  it('never moves a tick onto a line the garage had left unticked', () => {
    // The ticked copy goes; the unticked one, the same offer, stays unticked.
    const copy = { ...discs, ResponseDetailId: 9004 };
    const carried = carryTicks(tick(copy), [discs, copy], [discs]);
    expect(ids(carried.ticks)).toEqual([]);
    expect(carried.dropped).toBe(1);
  });
});

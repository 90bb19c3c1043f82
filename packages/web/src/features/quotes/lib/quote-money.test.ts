import { describe, expect, it } from 'vitest';
import { lineTotal, linesTotal } from './quote-money.ts';

describe('lineTotal', () => {
  it('is the unit price times the quantity', () => {
    expect(lineTotal({ UnitPrice: '27.95', Qty: 2 })).toBe(55.9);
    expect(lineTotal({ UnitPrice: '11.25', Qty: 4 })).toBe(45);
    expect(lineTotal({ UnitPrice: '0.0125', Qty: 3 })).toBe(0.0375);
  });
});

describe('linesTotal', () => {
  it('adds the line totals without floating-point drift', () => {
    const lines = [
      { UnitPrice: '0.1', Qty: 1 },
      { UnitPrice: '0.2', Qty: 1 },
    ];
    expect(linesTotal(lines)).toBe(0.3);
    expect(
      linesTotal([
        { UnitPrice: '38.50', Qty: 1 },
        { UnitPrice: '27.95', Qty: 2 },
        { UnitPrice: '6.20', Qty: 1 },
      ]),
    ).toBe(100.6);
  });

  it('is 0 for no lines', () => {
    expect(linesTotal([])).toBe(0);
  });
});

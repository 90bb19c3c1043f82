import { describe, expect, it } from 'vitest';
import { formatMoney, lineTotal, linesTotal } from './quote-money.ts';

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

describe('formatMoney', () => {
  it('puts the currency symbol before the amount with 2 decimals', () => {
    expect(formatMoney('GBP', 100.6)).toBe('£100.60');
    expect(formatMoney('EUR', '11.25')).toBe('€11.25');
    expect(formatMoney('GBP', 0)).toBe('£0.00');
    expect(formatMoney('GBP', '6.2')).toBe('£6.20');
  });

  it('groups thousands and puts a minus before the symbol', () => {
    expect(formatMoney('GBP', 1234.5)).toBe('£1,234.50');
    expect(formatMoney('EUR', '1234567.891')).toBe('€1,234,567.89');
    expect(formatMoney('GBP', -5)).toBe('-£5.00');
    expect(formatMoney('EUR', '-0.004')).toBe('€0.00');
  });
});

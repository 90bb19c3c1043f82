import { describe, expect, it } from 'vitest';
import { currencyOf, currencySymbol, formatMoney } from './money.ts';

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

describe('the company currency', () => {
  it.each([
    ['GBP', 'GBP'],
    ['EUR', 'EUR'],
    ['USD', 'EUR'],
  ])('is %s → %s (GBP gives pounds, anything else euros)', (code, currency) => {
    expect(currencyOf(code)).toBe(currency);
  });
});

describe('currencySymbol', () => {
  it('is the symbol a price label names', () => {
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('EUR')).toBe('€');
  });
});

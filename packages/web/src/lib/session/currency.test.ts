import { describe, expect, it } from 'vitest';
import { currencySymbol } from './currency.ts';

describe('currency symbol', () => {
  it.each([
    ['GBP', '£'],
    ['EUR', '€'],
    ['USD', '€'],
  ])('is %s → %s (GBP gives £, anything else €)', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
  });
});

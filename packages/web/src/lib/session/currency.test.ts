import { describe, expect, it } from 'vitest';
import { currencyOf } from './currency.ts';

describe('the company currency', () => {
  it.each([
    ['GBP', 'GBP'],
    ['EUR', 'EUR'],
    ['USD', 'EUR'],
  ])('is %s → %s (GBP gives pounds, anything else euros)', (code, currency) => {
    expect(currencyOf(code)).toBe(currency);
  });
});

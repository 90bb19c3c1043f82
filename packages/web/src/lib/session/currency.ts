/** The currencies prices are shown in: GBP for a company that trades in pounds, else euro. */
export type Currency = 'GBP' | 'EUR';

/** GBP shows pounds; any other currency code of the company, euros. */
export function currencyOf(currencyCode: string): Currency {
  return currencyCode === 'GBP' ? 'GBP' : 'EUR';
}

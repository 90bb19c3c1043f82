/** The currencies prices are shown in: GBP for a company that trades in pounds, else euro. */
export type Currency = 'GBP' | 'EUR';

/** GBP shows pounds; any other currency code of the company, euros. */
export function currencyOf(currencyCode: string): Currency {
  return currencyCode === 'GBP' ? 'GBP' : 'EUR';
}

const formats = new Map<Currency, Intl.NumberFormat>();

function formatOf(currency: Currency): Intl.NumberFormat {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(currency, format);
  }
  return format;
}

/**
 * An amount in the company's currency with 2 decimals, written the UK way: £1,234.50, €38.50,
 * -£5.00 (docs/rules.md#money-and-totals).
 */
export function formatMoney(currency: Currency, amount: number | string): string {
  const value = Number(amount);
  // An amount that rounds to nothing is £0.00, not -£0.00 (signDisplay 'negative' would say
  // so, but not in every browser the build targets).
  return formatOf(currency).format(Math.abs(value) < 0.005 ? 0 : value);
}

/** The currency's symbol, £ or €, for a label such as 'Unit price (€)'. */
export function currencySymbol(currency: Currency): string {
  return formatOf(currency)
    .formatToParts(0)
    .filter((part) => part.type === 'currency')
    .map((part) => part.value)
    .join('');
}

import type { QuoteLine } from '@garage/api-types';

// UnitPrice is a numeric string with up to 4 decimals (the contract's Money): amounts are
// added up in ten-thousandths, as integers, so 0.1 + 0.2 stays 0.30 and totals add up exactly.
const scale = 10_000;

function toUnits(price: string): number {
  const [whole = '0', fraction = ''] = price.split('.');
  return Number(whole) * scale + Number(fraction.padEnd(4, '0').slice(0, 4));
}

type PricedLine = Pick<QuoteLine, 'Qty' | 'UnitPrice'>;

/** A line's total is its unit price times its quantity (docs/rules.md#money-and-totals). */
export function lineTotal(line: PricedLine): number {
  return (toUnits(line.UnitPrice) * line.Qty) / scale;
}

/** The sum of the line totals, added exactly. */
export function linesTotal(lines: readonly PricedLine[]): number {
  return lines.reduce((units, line) => units + toUnits(line.UnitPrice) * line.Qty, 0) / scale;
}

/** GBP shows a pound sign, any other currency the euro sign. */
export function currencySymbol(currencyCode: string): string {
  return currencyCode === 'GBP' ? '£' : '€';
}

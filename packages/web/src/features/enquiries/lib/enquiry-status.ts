import type { EnquiryStatus } from '@garage/api-types';

/** Garage Confirmed is displayed as 'Confirmed'; the others as they are. */
export function statusLabel(status: EnquiryStatus): string {
  return status === 'Garage Confirmed' ? 'Confirmed' : status;
}

// Each status's colour is its token of tokens.css (required for four, docs/rules.md): a dark
// shade, so white badge text keeps a contrast of at least 4.5:1.
const statusColours: Record<EnquiryStatus, string> = {
  Waiting: 'var(--status-waiting)',
  Order: 'var(--status-order)',
  'Garage Confirmed': 'var(--status-garage-confirmed)',
  Ordered: 'var(--status-ordered)',
  Quoted: 'var(--status-quoted)',
  Cancelled: 'var(--status-cancelled)',
  Archived: 'var(--status-archived)',
};

/** The status's colour, as a CSS value: var(--status-…). */
export function statusColour(status: EnquiryStatus): string {
  return statusColours[status];
}

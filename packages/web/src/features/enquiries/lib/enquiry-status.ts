import type { EnquiryStatus } from '@garage/api-types';

/** Garage Confirmed is displayed as 'Confirmed'; the others as they are. */
export function statusLabel(status: EnquiryStatus): string {
  return status === 'Garage Confirmed' ? 'Confirmed' : status;
}

// Archived, Ordered, Quoted and Cancelled have required colours; the rest are our choice.
// Dark shades, so white badge text keeps a contrast of at least 4.5:1.
const statusColours: Record<EnquiryStatus, string> = {
  Waiting: '#4b5563', // grey
  Order: '#6d28d9', // purple
  'Garage Confirmed': '#0f766e', // teal
  Ordered: '#15803d', // green
  Quoted: '#1d4ed8', // blue
  Cancelled: '#b91c1c', // red
  Archived: '#c2410c', // orange
};

export function statusColour(status: EnquiryStatus): string {
  return statusColours[status];
}

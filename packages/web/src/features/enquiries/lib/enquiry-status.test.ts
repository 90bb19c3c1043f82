import type { EnquiryStatus } from '@garage/api-types';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../lib/brand-colours.ts';
import { tokenHex, tokenValue } from '../../../testing/tokens.ts';
import { statusColour, statusLabel } from './enquiry-status.ts';

const statuses: EnquiryStatus[] = [
  'Waiting',
  'Order',
  'Garage Confirmed',
  'Ordered',
  'Quoted',
  'Cancelled',
  'Archived',
];

/** The token a status is painted with: statusColour gives var(--status-…). */
function tokenOf(status: EnquiryStatus): string {
  const token = /^var\((--status-[a-z-]+)\)$/.exec(statusColour(status))?.[1];
  if (!token) throw new Error(`${status}'s colour is not a status token: ${statusColour(status)}`);
  return token;
}

describe('statusLabel', () => {
  it('displays Garage Confirmed as Confirmed', () => {
    expect(statusLabel('Garage Confirmed')).toBe('Confirmed');
  });

  it.each<EnquiryStatus>(['Waiting', 'Order', 'Ordered', 'Quoted', 'Cancelled', 'Archived'])(
    'displays %s as it is',
    (status) => {
      expect(statusLabel(status)).toBe(status);
    },
  );
});

// The colours are tokens of tokens.css: these read the values there.
describe('statusColour', () => {
  it.each<[EnquiryStatus, string]>([
    ['Archived', '#c2410c'], // orange
    ['Ordered', '#15803d'], // green
    ['Quoted', '#1d4ed8'], // blue
    ['Cancelled', '#b91c1c'], // red
    ['Waiting', '#4b5563'],
    ['Order', '#6d28d9'],
    ['Garage Confirmed', '#0f766e'],
  ])('colours %s %s', (status, colour) => {
    expect(tokenValue(tokenOf(status))).toBe(colour);
  });

  it('gives every status a colour of its own', () => {
    expect(new Set(statuses.map((status) => tokenValue(tokenOf(status)))).size).toBe(
      statuses.length,
    );
  });

  it.each(statuses)('keeps the badge’s white text on %s at 4.5:1 or more', (status) => {
    expect(contrastRatio(tokenHex('--on-dark'), tokenHex(tokenOf(status)))).toBeGreaterThanOrEqual(
      4.5,
    );
  });
});

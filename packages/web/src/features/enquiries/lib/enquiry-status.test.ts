import type { EnquiryStatus } from '@garage/api-types';
import { describe, expect, it } from 'vitest';
import { statusColour, statusLabel } from './enquiry-status.ts';

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
    expect(statusColour(status)).toBe(colour);
  });

  it('gives every status a colour of its own', () => {
    const statuses: EnquiryStatus[] = [
      'Waiting',
      'Order',
      'Garage Confirmed',
      'Ordered',
      'Quoted',
      'Cancelled',
      'Archived',
    ];
    expect(new Set(statuses.map(statusColour)).size).toBe(statuses.length);
  });
});

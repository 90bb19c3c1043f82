import { describe, expect, it } from 'vitest';
import { ukMidnight, ukTimeOnDay } from './uk-time.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

// Also run under other zones than the machine's (scripts/test.sh): none of this may depend on it.
describe('ukTimeOnDay', () => {
  it.each([
    [
      'a winter morning',
      '2026-11-20T10:00:00Z',
      '2026-11-20T17:00:00.000Z',
      '2026-11-21T12:00:00.000Z',
    ],
    // London's day began before UTC's: 00:30 BST is still yesterday in UTC.
    [
      'just after midnight in summer',
      '2026-07-03T00:30:00+01:00',
      '2026-07-03T16:00:00.000Z',
      '2026-07-04T11:00:00.000Z',
    ],
    [
      'just before midnight in summer',
      '2026-07-02T23:55:00+01:00',
      '2026-07-02T16:00:00.000Z',
      '2026-07-03T11:00:00.000Z',
    ],
    // 23 hours: the clocks go forward at 01:00 GMT.
    [
      'the spring change, before it',
      '2026-03-29T00:30:00Z',
      '2026-03-29T16:00:00.000Z',
      '2026-03-30T11:00:00.000Z',
    ],
    [
      'the eve of the spring change',
      '2026-03-28T23:55:00Z',
      '2026-03-28T17:00:00.000Z',
      '2026-03-29T11:00:00.000Z',
    ],
    // 25 hours: the clocks go back at 01:00 GMT.
    [
      'the autumn change, before it',
      '2026-10-25T00:30:00+01:00',
      '2026-10-25T17:00:00.000Z',
      '2026-10-26T12:00:00.000Z',
    ],
    [
      'the autumn change, in the repeated hour',
      '2026-10-25T01:30:00Z',
      '2026-10-25T17:00:00.000Z',
      '2026-10-26T12:00:00.000Z',
    ],
    [
      'the eve of the autumn change',
      '2026-10-24T23:55:00+01:00',
      '2026-10-24T16:00:00.000Z',
      '2026-10-25T12:00:00.000Z',
    ],
  ])('gives 17:00 today and noon tomorrow, London time, on %s', (_, now, today17, tomorrowNoon) => {
    expect(iso(ukTimeOnDay(at(now), 0, 17))).toBe(today17);
    expect(iso(ukTimeOnDay(at(now), 1, 12))).toBe(tomorrowNoon);
  });

  it('counts calendar days across a month and a year end', () => {
    expect(iso(ukTimeOnDay(at('2026-12-31T20:00:00Z'), 1, 12))).toBe('2027-01-01T12:00:00.000Z');
    expect(iso(ukTimeOnDay(at('2026-06-30T23:30:00+01:00'), 2, 9))).toBe(
      '2026-07-02T08:00:00.000Z',
    );
  });
});

describe('ukMidnight', () => {
  it.each([
    ['a winter day', '2026-11-20T10:00:00Z', '2026-11-20T00:00:00.000Z'],
    ['a summer day', '2026-07-03T00:30:00+01:00', '2026-07-02T23:00:00.000Z'],
    ['the spring change, after it', '2026-03-29T03:00:00+01:00', '2026-03-29T00:00:00.000Z'],
    ['the autumn change, after it', '2026-10-25T12:00:00Z', '2026-10-24T23:00:00.000Z'],
  ])('is when London’s day began on %s', (_, now, midnight) => {
    expect(iso(ukMidnight(at(now)))).toBe(midnight);
  });
});

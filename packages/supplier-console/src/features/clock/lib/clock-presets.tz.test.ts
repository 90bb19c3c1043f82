import { describe, expect, it } from 'vitest';
import { clockPresets } from './clock-presets.ts';

const preset = (label: string) => {
  const found = clockPresets.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`No preset ${label}`);
  return found;
};
const landsAt = (label: string, now: string) =>
  new Date(Date.parse(now) + preset(label).step(Date.parse(now))).toISOString();

describe('the clock presets', () => {
  it('steps 15 minutes and an hour', () => {
    expect(landsAt('+15 min', '2026-01-10T09:50:00Z')).toBe('2026-01-10T10:05:00.000Z');
    expect(landsAt('+1 hour', '2026-01-10T09:50:00Z')).toBe('2026-01-10T10:50:00.000Z');
  });

  it("goes to today's 14:00 in the UK before it, in winter and in summer", () => {
    expect(landsAt('To 14:00', '2026-01-10T09:50:00Z')).toBe('2026-01-10T14:00:00.000Z');
    // 14:00 British Summer Time is 13:00 UTC.
    expect(landsAt('To 14:00', '2026-07-10T09:50:00Z')).toBe('2026-07-10T13:00:00.000Z');
  });

  it("goes to tomorrow's 14:00 at or after it", () => {
    expect(landsAt('To 14:00', '2026-01-10T14:00:00Z')).toBe('2026-01-11T14:00:00.000Z');
    // 23:30 UTC on 10 July is already 00:30 on the 11th in London.
    expect(landsAt('To 14:00', '2026-07-10T23:30:00Z')).toBe('2026-07-11T13:00:00.000Z');
  });

  it('goes to 08:00 UK time on the next day, across a clock change', () => {
    expect(landsAt('Next morning (08:00)', '2026-01-10T22:00:00Z')).toBe(
      '2026-01-11T08:00:00.000Z',
    );
    // The clocks go forward on 29 March 2026: 08:00 that morning is 07:00 UTC.
    expect(landsAt('Next morning (08:00)', '2026-03-28T12:00:00Z')).toBe(
      '2026-03-29T07:00:00.000Z',
    );
    // Just after midnight in London is still that day: its next morning is the day after.
    expect(landsAt('Next morning (08:00)', '2026-07-10T23:30:00Z')).toBe(
      '2026-07-12T07:00:00.000Z',
    );
  });
});

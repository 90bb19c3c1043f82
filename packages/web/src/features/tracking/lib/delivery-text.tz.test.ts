import { describe, expect, it } from 'vitest';
import { etaText, otherDocumentsText, progressPercent, remainingText } from './delivery-text.ts';

const at = (text: string) => new Date(text).getTime();
const minute = 60_000;
const hour = 60 * minute;

describe('otherDocumentsText', () => {
  it('counts the documents after the first, and says nothing for a single one', () => {
    expect(otherDocumentsText(['INV-1'])).toBeNull();
    expect(otherDocumentsText(['INV-1', 'INV-2'])).toBe('(and 1 other doc(s))');
    expect(otherDocumentsText(['INV-1', 'INV-2', 'INV-3'])).toBe('(and 2 other doc(s))');
  });
});

describe('etaText', () => {
  const now = new Date('2026-11-23T09:30:00');

  it('says Today at HH:mm for an ETA later today', () => {
    expect(etaText(at('2026-11-23T14:05:00'), now)).toBe('Today at 14:05');
    expect(etaText(at('2026-11-23T23:59:00'), now)).toBe('Today at 23:59');
  });

  it('gives the date as DD/MM/YYYY HH:mm for any other day', () => {
    expect(etaText(at('2026-11-24T00:00:00'), now)).toBe('24/11/2026 00:00');
    expect(etaText(at('2026-11-22T08:07:00'), now)).toBe('22/11/2026 08:07');
  });
});

describe('progressPercent', () => {
  const start = at('2026-11-23T09:00:00');
  const eta = start + 3 * hour;

  it('is the share of the time from dispatch to ETA gone by, in whole percent', () => {
    expect(progressPercent(start, eta, start)).toBe(0);
    expect(progressPercent(start, eta, start + hour)).toBe(33);
    expect(progressPercent(start, eta, start + 1.5 * hour)).toBe(50);
  });

  it('stays between 0 and 100 before dispatch and after the ETA', () => {
    expect(progressPercent(start, eta, start - hour)).toBe(0);
    expect(progressPercent(start, eta, eta + hour)).toBe(100);
    expect(progressPercent(eta, start, start)).toBe(100);
  });
});

describe('remainingText', () => {
  const eta = at('2026-11-23T14:00:00');

  it('gives the time to the ETA as Xh Ym in whole minutes', () => {
    expect(remainingText(eta, eta - (2 * hour + 5 * minute))).toBe('2h 5m');
    expect(remainingText(eta, eta - (59 * minute + 59_000))).toBe('0h 59m');
    expect(remainingText(eta, eta - 26 * hour)).toBe('26h 0m');
  });

  it('says 0h 0m once the ETA has passed', () => {
    expect(remainingText(eta, eta + minute)).toBe('0h 0m');
  });
});

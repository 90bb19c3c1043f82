// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  addQuickLaunchPart,
  quickLaunchPartsKey,
  readQuickLaunchParts,
  writeQuickLaunchParts,
} from './quick-launch-parts.ts';

afterEach(() => localStorage.clear());

describe('readQuickLaunchParts', () => {
  it('reads the saved shortcuts in order', () => {
    localStorage.setItem(quickLaunchPartsKey, JSON.stringify(['Oil filter', 'Wiper blades']));
    expect(readQuickLaunchParts(localStorage)).toEqual(['Oil filter', 'Wiper blades']);
  });

  it('is empty when nothing is saved', () => {
    expect(readQuickLaunchParts(localStorage)).toEqual([]);
  });

  it.each(['not json', '{"a":1}', '42'])('is empty for an unreadable value %j', (stored) => {
    localStorage.setItem(quickLaunchPartsKey, stored);
    expect(readQuickLaunchParts(localStorage)).toEqual([]);
  });

  it('skips entries that are not parts', () => {
    localStorage.setItem(quickLaunchPartsKey, JSON.stringify(['Oil filter', 3, '  ', null]));
    expect(readQuickLaunchParts(localStorage)).toEqual(['Oil filter']);
  });
});

describe('writeQuickLaunchParts', () => {
  it('stores the list where readQuickLaunchParts finds it', () => {
    writeQuickLaunchParts(localStorage, ['Oil filter']);
    expect(localStorage.getItem('quickLaunchParts')).toBe('["Oil filter"]');
    expect(readQuickLaunchParts(localStorage)).toEqual(['Oil filter']);
  });
});

describe('addQuickLaunchPart', () => {
  it('adds a new part at the end, trimmed', () => {
    expect(addQuickLaunchPart(['Oil filter'], '  Wiper blades ')).toEqual({
      outcome: 'added',
      parts: ['Oil filter', 'Wiper blades'],
    });
  });

  it('refuses a part already there, whatever its case or spacing', () => {
    expect(addQuickLaunchPart(['Oil filter'], ' oil FILTER')).toEqual({
      outcome: 'duplicate',
      existing: 'Oil filter',
    });
  });

  it('does nothing with an empty entry', () => {
    expect(addQuickLaunchPart(['Oil filter'], '   ')).toEqual({ outcome: 'empty' });
  });
});

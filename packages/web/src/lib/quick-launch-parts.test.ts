// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { quickLaunchPartsKey, readQuickLaunchParts } from './quick-launch-parts.ts';

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

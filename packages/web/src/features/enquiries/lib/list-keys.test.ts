import { describe, expect, it } from 'vitest';
import { cardFromList, cardToFocus, type ListKey } from './list-keys.ts';

const press = (key: string, held: Partial<ListKey> = {}): ListKey => ({
  key,
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...held,
});

describe('cardToFocus, in a list of 56 cards', () => {
  it('moves Tab and Down to the next card, Shift+Tab and Up to the one before', () => {
    expect(cardToFocus(press('Tab'), 4, 56)).toBe(5);
    expect(cardToFocus(press('ArrowDown'), 4, 56)).toBe(5);
    expect(cardToFocus(press('Tab', { shiftKey: true }), 4, 56)).toBe(3);
    expect(cardToFocus(press('ArrowUp'), 4, 56)).toBe(3);
  });

  it('lets Tab leave the list at either end, where the arrows stay put', () => {
    expect(cardToFocus(press('Tab'), 55, 56)).toBeNull();
    expect(cardToFocus(press('Tab', { shiftKey: true }), 0, 56)).toBeNull();
    expect(cardToFocus(press('ArrowDown'), 55, 56)).toBe(55);
    expect(cardToFocus(press('ArrowUp'), 0, 56)).toBe(0);
  });

  it('goes to the first card with Home and the last with End', () => {
    expect(cardToFocus(press('Home'), 30, 56)).toBe(0);
    expect(cardToFocus(press('End'), 3, 56)).toBe(55);
  });

  it('leaves other keys, and any key with Alt, Ctrl or Cmd, to the browser', () => {
    expect(cardToFocus(press('Enter'), 3, 56)).toBeNull();
    expect(cardToFocus(press('PageDown'), 3, 56)).toBeNull();
    expect(cardToFocus(press('ArrowDown', { altKey: true }), 3, 56)).toBeNull();
    expect(cardToFocus(press('End', { ctrlKey: true }), 3, 56)).toBeNull();
    expect(cardToFocus(press('Tab', { metaKey: true }), 3, 56)).toBeNull();
  });
});

describe('cardFromList: from the list itself, of 56 cards', () => {
  it('goes to the first card with Down and Home, to the last with End', () => {
    expect(cardFromList(press('ArrowDown'), 56)).toBe(0);
    expect(cardFromList(press('Home'), 56)).toBe(0);
    expect(cardFromList(press('End'), 56)).toBe(55);
  });

  it('leaves Up, Tab, the scrolling keys and any key with Alt, Ctrl or Cmd to the browser', () => {
    for (const key of ['ArrowUp', 'Tab', 'PageDown', ' ', 'Enter']) {
      expect(cardFromList(press(key), 56)).toBeNull();
    }
    expect(cardFromList(press('ArrowDown', { altKey: true }), 56)).toBeNull();
    expect(cardFromList(press('End', { metaKey: true }), 56)).toBeNull();
  });

  it('has no card to go to in an empty list', () => {
    expect(cardFromList(press('ArrowDown'), 0)).toBeNull();
  });
});

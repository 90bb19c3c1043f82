/** The keys that move the focus in the enquiry list, as a keydown reports them. */
export type ListKey = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'>;

/**
 * docs/keyboard.md#enquiry-list: the card a key moves the focus to from card `from` of `count`:
 * Tab, Shift+Tab and the arrows to a neighbour, Home and End to either end. Null for any other
 * key, and for Tab past either end, which leaves the list as usual.
 */
export function cardToFocus(press: ListKey, from: number, count: number): number | null {
  if (press.altKey || press.ctrlKey || press.metaKey) return null;
  const last = count - 1;
  switch (press.key) {
    case 'Tab': {
      const to = press.shiftKey ? from - 1 : from + 1;
      return to < 0 || to > last ? null : to;
    }
    case 'ArrowDown':
      return Math.min(from + 1, last);
    case 'ArrowUp':
      return Math.max(from - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/**
 * docs/keyboard.md#enquiry-list: the card a key moves the focus to from the list itself, its
 * one Tab stop in every browser: Down and Home to the first card, End to the last. Null for any
 * other key (Up, Page Down and Space scroll the list as usual), and in an empty list.
 */
export function cardFromList(press: ListKey, count: number): number | null {
  if (count === 0 || press.altKey || press.ctrlKey || press.metaKey) return null;
  switch (press.key) {
    case 'ArrowDown':
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

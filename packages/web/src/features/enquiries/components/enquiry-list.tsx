import type { Enquiry } from '@garage/api-types';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import {
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { cardFromList, cardToFocus } from '../lib/list-keys.ts';
import { EnquiryCard } from './enquiry-card.tsx';
import styles from './enquiry-list.module.css';

/** Pixels per row: a card's fixed height plus the gap below it. */
export const enquiryRowHeight = 156;
const focusRingRoom = 8;

type EnquiryListProps = {
  enquiries: readonly Enquiry[];
  label: string;
  readOnly: boolean;
  selectedEnquiryId: number | undefined;
  /** Changes whenever the list is filtered differently; the list then scrolls back to the top. */
  filterKey: string;
};

/**
 * The enquiry cards, virtualised: only the cards in view (and a few either side) are rendered,
 * so ten thousand enquiries cost no more to show or search than a dozen, and only those cards
 * check their back orders. The keyboard walks the whole list in order, rendered or not
 * (docs/keyboard.md#enquiry-list), and the card with the focus stays rendered.
 */
export function EnquiryList({
  enquiries,
  label,
  readOnly,
  selectedEnquiryId,
  filterKey,
}: EnquiryListProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  // The enquiry whose card has the focus (or is about to): rendered wherever the list scrolls,
  // so scrolling away neither drops the focus nor makes the next Tab start from the top.
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const focusPending = useRef(false);
  // Looked for only while a card has the focus: typing in the search box walks no list here.
  const focusedIndex =
    focusedId === null ? -1 : enquiries.findIndex((enquiry) => enquiry.EnquiryId === focusedId);
  // When the list changes (a keystroke in the search), the rows in view render at once and the
  // cards new to the rows beyond it follow in a deferred render: those are off screen, and
  // mounting them was most of a keystroke that changes the cards (scripts/bench-enquiry-search).
  // Rows already rendered stay, so nothing is unmounted only to mount again.
  const settled = useDeferredValue(enquiries) === enquiries;
  const renderedIds = useRef<ReadonlySet<number>>(new Set());
  // The rule guards React Compiler's memoisation, which this app does not use; nothing here
  // memoises what the virtualizer returns, and it re-renders this component itself.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above: no React Compiler here
  const virtualizer = useVirtualizer({
    count: enquiries.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => enquiryRowHeight,
    getItemKey: (index) => enquiries[index]?.EnquiryId ?? index,
    overscan: 3,
    // Room above the first card and below the last for the focus ring, which the scroller clips.
    paddingStart: focusRingRoom,
    paddingEnd: focusRingRoom,
    rangeExtractor: (range) => {
      const rows = defaultRangeExtractor(range).filter(
        (index) =>
          settled ||
          (index >= range.startIndex && index <= range.endIndex) ||
          renderedIds.current.has(enquiries[index]?.EnquiryId ?? -1),
      );
      if (focusedIndex < 0 || rows.includes(focusedIndex)) return rows;
      // In list order, so that the page's order is the list's.
      return [...rows, focusedIndex].sort((a, b) => a - b);
    },
  });

  useEffect(() => {
    if (scrollerRef.current) scrollerRef.current.scrollTop = 0;
  }, [filterKey]);

  const rows = virtualizer.getVirtualItems();
  useLayoutEffect(() => {
    renderedIds.current = new Set(rows.map((row) => enquiries[row.index]?.EnquiryId ?? -1));
  });

  const focusCard = (id: number | null) =>
    scrollerRef.current?.querySelector<HTMLElement>(`[data-enquiry-id="${id}"] a`)?.focus();

  // A card moved to by key is rendered by now: focusing it scrolls it into view.
  useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    focusCard(focusedId);
  });

  /** Moves the focus to card `to`, rendering it first. */
  function moveTo(to: number) {
    const id = enquiries[to]?.EnquiryId ?? null;
    // Rendered already, as the focused card is, and setting it again would not render.
    if (id === focusedId) {
      focusCard(id);
      return;
    }
    focusPending.current = true;
    setFocusedId(id);
  }

  function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
    const from = rowIndexOf(event.target);
    if (readOnly || from === null) return;
    const to = cardToFocus(event, from, enquiries.length);
    // At either end Tab and Shift+Tab leave the list as usual.
    if (to === null || to === from) return;
    event.preventDefault();
    moveTo(to);
  }

  /** From the list itself (not a key bubbling up from a card) on to a card. */
  function moveIntoList(event: KeyboardEvent<HTMLDivElement>) {
    if (readOnly || event.target !== event.currentTarget) return;
    const to = cardFromList(event, enquiries.length);
    if (to === null) return;
    event.preventDefault();
    moveTo(to);
  }

  return (
    // The list is one Tab stop of its own in every browser (docs/keyboard.md#enquiry-list), named
    // as the list: Firefox makes a scrolling box a stop anyway, and Safari's Tab skips links (the
    // cards) by default, so the list's stop and the keys from it are the same everywhere. A
    // read-only list has no links: the keys scroll it.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- its keys move into it
    <div
      ref={scrollerRef}
      className={styles.scroller}
      role="group"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrollable group, focusable for the keyboard (axe's scrollable-region-focusable)
      tabIndex={0}
      onKeyDown={moveIntoList}
    >
      {/* The arrow keys and focus of the rows' links bubble up to the list, which moves between them. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- see above */}
      <ul
        className={styles.rows}
        aria-label={label}
        style={{ height: `${virtualizer.getTotalSize()}px` }}
        onKeyDown={moveFocus}
        onFocus={(event) => {
          const index = rowIndexOf(event.target);
          if (index !== null) setFocusedId(enquiries[index]?.EnquiryId ?? null);
        }}
        onBlur={(event) => {
          // Only for another element: the focus leaving the window keeps its card rendered.
          const next = event.relatedTarget;
          if (next && !event.currentTarget.contains(next)) setFocusedId(null);
        }}
      >
        {rows.map((row) => {
          const enquiry = enquiries[row.index];
          if (!enquiry) return null;
          return (
            <li
              key={row.key}
              className={styles.row}
              aria-setsize={enquiries.length}
              aria-posinset={row.index + 1}
              data-index={row.index}
              data-enquiry-id={enquiry.EnquiryId}
              style={{ height: `${row.size}px`, transform: `translateY(${row.start}px)` }}
            >
              <EnquiryCard
                enquiry={enquiry}
                readOnly={readOnly}
                selected={enquiry.EnquiryId === selectedEnquiryId}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The list position of the row holding `target`, or null outside a row. */
function rowIndexOf(target: EventTarget): number | null {
  const row = target instanceof Element ? target.closest<HTMLElement>('[data-index]') : null;
  return row ? Number(row.dataset.index) : null;
}

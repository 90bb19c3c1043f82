import type { Enquiry } from '@garage/api-types';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { EnquiryCard } from './enquiry-card.tsx';
import styles from './enquiry-list.module.css';

/** Pixels per row: a card's fixed height plus the gap below it. */
export const enquiryRowHeight = 156;

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
 * check their back orders.
 */
export function EnquiryList({
  enquiries,
  label,
  readOnly,
  selectedEnquiryId,
  filterKey,
}: EnquiryListProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  // The rule guards React Compiler's memoisation, which this app does not use; nothing here
  // memoises what the virtualizer returns, and it re-renders this component itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: enquiries.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => enquiryRowHeight,
    getItemKey: (index) => enquiries[index]?.EnquiryId ?? index,
    overscan: 3,
  });

  useEffect(() => {
    if (scrollerRef.current) scrollerRef.current.scrollTop = 0;
  }, [filterKey]);

  return (
    <div ref={scrollerRef} className={styles.scroller}>
      <ul
        className={styles.rows}
        aria-label={label}
        style={{ height: `${virtualizer.getTotalSize()}px` }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const enquiry = enquiries[row.index];
          if (!enquiry) return null;
          return (
            <li
              key={row.key}
              className={styles.row}
              aria-setsize={enquiries.length}
              aria-posinset={row.index + 1}
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

import type { EnquiryStatus } from '@garage/api-types';
import { statusColour, statusLabel } from '../lib/enquiry-status.ts';
import styles from './status-badge.module.css';

// Each status has its own badge icon (docs/rules.md#enquiry-statuses). 24×24 stroked outlines,
// inline: seven small paths are not worth an icon library.
const icons: Record<EnquiryStatus, string> = {
  // An hourglass: waiting for the supplier.
  Waiting: 'M6 3h12M6 21h12M7 3c0 5 10 5 10 9s-10 4-10 9M17 3c0 5-10 5-10 9s10 4 10 9',
  // A cart: ordered straight away.
  Order: 'M3 4h2l2.4 11h10.2L20 7H6.2M9 20h.01M17 20h.01',
  // A tick in a circle: the garage confirmed the quote.
  'Garage Confirmed': 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12.5l2.5 2.5L16 9.5',
  // A van: on its way.
  Ordered:
    'M2 6h11v10H2zM13 9h4l4 4v3h-8M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  // A price tag: quoted.
  Quoted: 'M3 12V4h8l10 10-8 8L3 12zM7.5 8.5h.01',
  // A cross in a circle.
  Cancelled: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9 9l6 6M15 9l-6 6',
  // A box: put away.
  Archived: 'M3 4h18v4H3zM5 8v12h14V8M10 12h4',
};

/** The enquiry's status in its colour, with its icon; Garage Confirmed reads Confirmed. */
export function StatusBadge({ status }: { status: EnquiryStatus }) {
  return (
    <span className={styles.badge} style={{ backgroundColor: statusColour(status) }}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" data-status-icon={status}>
        <path
          d={icons[status]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {statusLabel(status)}
    </span>
  );
}

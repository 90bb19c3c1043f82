import type { UseQueryResult } from '@tanstack/react-query';
import styles from './backorder-badge.module.css';

/**
 * The back-order check's answer on a card or the open enquiry (docs/screens.md#enquiry-card).
 * A check that failed is not a "no": it says the answer is unknown, as a failed stock call
 * reads STOCK UNKNOWN rather than NO STOCK (docs/readings.md#enquiries-list).
 */
export function BackorderBadge({
  check,
  large = false,
}: {
  check: UseQueryResult<boolean>;
  large?: boolean;
}) {
  const size = large ? styles.large : '';
  if (check.data === true) return <span className={`${styles.badge} ${size}`}>ON BACK ORDER</span>;
  if (check.isError) {
    return <span className={`${styles.badge} ${styles.unknown} ${size}`}>BACK ORDER UNKNOWN</span>;
  }
  return null;
}

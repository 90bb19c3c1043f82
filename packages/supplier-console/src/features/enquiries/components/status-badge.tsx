import type { EnquiryStatus } from '../../../lib/demo-types.ts';
import styles from './status-badge.module.css';

/** An enquiry's status, coloured by where it stands; or 'Backordered'. */
export function StatusBadge({ status }: { status: EnquiryStatus | 'Backordered' }) {
  const tone = status === 'Backordered' ? styles.backorder : styles[status.replace(' ', '')];
  return <span className={`${styles.status} ${tone ?? ''}`}>{status}</span>;
}

import type { Enquiry } from '@garage/api-types';
import { useEnquiries } from '../api/get-enquiries.ts';
import { useGlobalEnquiries } from '../api/get-global-enquiries.ts';
import styles from './enquiries-screen.module.css';

type EnquiryDetailPanelProps = { enquiryId: number; customerKeyCode: string | null };

const findIn = (enquiries: readonly Enquiry[] | undefined, enquiryId: number) =>
  enquiries?.find((enquiry) => enquiry.EnquiryId === enquiryId);

/** The enquiry opened from the list; its body (quote, order, messages) comes with its own issue. */
export function EnquiryDetailPanel({ enquiryId, customerKeyCode }: EnquiryDetailPanelProps) {
  const mine = useEnquiries();
  const global = useGlobalEnquiries(customerKeyCode, { enabled: false });
  const enquiry = findIn(mine.data, enquiryId) ?? findIn(global.data, enquiryId);

  if (enquiry) return <h2 className={styles.heading}>{enquiry.Reg}</h2>;
  if (mine.error) return <pre className={styles.error}>{String(mine.error)}</pre>;
  if (mine.isPending) return <p className={styles.message}>Loading...</p>;
  return <p className={styles.message}>Enquiry not found.</p>;
}

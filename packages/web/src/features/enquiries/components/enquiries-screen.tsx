import { Suspense, type ReactNode } from 'react';
import { EnquiriesListColumn } from './enquiries-list-column.tsx';
import styles from './enquiries-screen.module.css';

type EnquiriesScreenProps = {
  customerKeyCode: string | null;
  /** The route's enqId; undefined on / and /enquiries. */
  selectedEnquiryId: number | undefined;
  /** The selected enquiry's detail, loaded lazily by the app (it is not on the first screen). */
  detail: ReactNode;
};

/** The list column on the left, the selected enquiry in the middle panel. */
export function EnquiriesScreen({
  customerKeyCode,
  selectedEnquiryId,
  detail,
}: EnquiriesScreenProps) {
  return (
    <div className={styles.screen}>
      <EnquiriesListColumn
        customerKeyCode={customerKeyCode}
        selectedEnquiryId={selectedEnquiryId}
      />
      <section className={styles.middle} aria-label="Enquiry detail">
        {selectedEnquiryId === undefined ? (
          <p className={styles.message}>Please select an enquiry.</p>
        ) : (
          <Suspense fallback={<p className={styles.message}>Loading...</p>}>{detail}</Suspense>
        )}
      </section>
    </div>
  );
}

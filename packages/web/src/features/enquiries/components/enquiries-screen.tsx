import { EnquiriesListColumn } from './enquiries-list-column.tsx';
import styles from './enquiries-screen.module.css';
import { EnquiryDetailPanel } from './enquiry-detail-panel.tsx';

type EnquiriesScreenProps = {
  customerKeyCode: string | null;
  /** The route's enqId; undefined on / and /enquiries. */
  selectedEnquiryId: number | undefined;
};

/** Spec section 2: the list column on the left, the selected enquiry in the middle panel. */
export function EnquiriesScreen({ customerKeyCode, selectedEnquiryId }: EnquiriesScreenProps) {
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
          <EnquiryDetailPanel enquiryId={selectedEnquiryId} customerKeyCode={customerKeyCode} />
        )}
      </section>
    </div>
  );
}

import { Suspense, type ReactNode } from 'react';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { paths } from '../../../config/paths.ts';
import { EnquiriesListColumn } from './enquiries-list-column.tsx';
import styles from './enquiries-screen.module.css';

type EnquiriesScreenProps = {
  customerKeyCode: string | null;
  /** The route's enqId; undefined on / and /enquiries. */
  selectedEnquiryId: number | undefined;
  /** The selected enquiry's detail, loaded lazily by the app (it is not on the first screen). */
  detail: ReactNode;
};

/** The list column on the left, the selected enquiry in the middle panel (docs/screens.md#layouts). */
export function EnquiriesScreen({
  customerKeyCode,
  selectedEnquiryId,
  detail,
}: EnquiriesScreenProps) {
  return (
    // On phones one of the two shows at a time: the list, or the enquiry opened from it.
    <div
      className={styles.screen}
      data-showing={selectedEnquiryId === undefined ? 'list' : 'detail'}
    >
      <EnquiriesListColumn
        customerKeyCode={customerKeyCode}
        selectedEnquiryId={selectedEnquiryId}
      />
      <section className={styles.middle} aria-label="Enquiry detail">
        {selectedEnquiryId === undefined ? (
          <p className={styles.message}>Please select an enquiry.</p>
        ) : (
          <>
            {/* Phones only: the list is hidden while an enquiry is open. */}
            <BackLink to={paths.home} label="Enquiries" />
            <Suspense fallback={<p className={styles.message}>Loading...</p>}>{detail}</Suspense>
          </>
        )}
      </section>
    </div>
  );
}

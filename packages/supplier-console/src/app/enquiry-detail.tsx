import { currencyOf } from '@garage/app-kit';
import { useParams } from 'react-router-dom';
import { ErrorMessage } from '../components/ui/error-message.tsx';
import { useDemoGetEnquiry } from '../features/enquiries/api/demo-get-enquiry.ts';
import { EnquirySummary } from '../features/enquiries/components/enquiry-summary.tsx';
import { QuoteLinesTable } from '../features/enquiries/components/quote-lines-table.tsx';
import { SupplierActions } from '../features/enquiries/components/supplier-actions.tsx';
import { canQuote } from '../features/enquiries/lib/actions.ts';
import { MessageThread } from '../features/messages/components/message-thread.tsx';
import { ReplyForm } from '../features/messages/components/reply-form.tsx';
import { QuoteBuilder } from '../features/quotes/components/quote-builder.tsx';
import shared from '../styles/shared.module.css';
import styles from './enquiry-detail.module.css';

export function NoEnquiryChosen() {
  return (
    <section className={`${styles.detail} ${styles.empty}`}>
      <p className={shared.muted}>
        Choose an enquiry on the left to quote it, message the garage or move it on.
      </p>
    </section>
  );
}

/** The enquiry on the right: what was asked, the quote, the supplier's actions and the thread. */
export function EnquiryDetail() {
  const enquiryId = Number(useParams().enquiryId);
  const enquiry = useDemoGetEnquiry(enquiryId);
  if (enquiry.isError && !enquiry.data) {
    return (
      <section className={styles.detail}>
        <ErrorMessage error={enquiry.error} onRetry={() => void enquiry.refetch()} />
      </section>
    );
  }
  if (!enquiry.data) {
    return (
      <section className={styles.detail}>
        <p className={shared.muted}>Loading enquiry #{enquiryId}…</p>
      </section>
    );
  }
  const detail = enquiry.data;
  return (
    <section className={styles.detail} aria-label={`Enquiry ${detail.Enquiry.EnquiryId}`}>
      <EnquirySummary detail={detail} />
      {enquiry.isError && <ErrorMessage error={enquiry.error} />}
      <div className={styles.columns}>
        <div>
          {canQuote(detail.Enquiry.Status) ? (
            // Keyed by enquiry, so lines typed on one never show on another.
            <QuoteBuilder key={detail.Enquiry.EnquiryId} detail={detail} />
          ) : (
            <section aria-labelledby="quote-heading">
              <h3 id="quote-heading">Quote</h3>
              <QuoteLinesTable lines={detail.Lines} currency={currencyOf(detail.CurrencyCode)} />
            </section>
          )}
          <SupplierActions detail={detail} />
        </div>
        <section className={shared.box} aria-labelledby="messages-heading">
          <h3 id="messages-heading">Messages</h3>
          <MessageThread messages={detail.Messages} />
          <ReplyForm key={detail.Enquiry.EnquiryId} enquiryId={detail.Enquiry.EnquiryId} />
        </section>
      </div>
    </section>
  );
}

import type { Enquiry } from '@garage/api-types';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { useBackorderCheck } from '../api/get-backorder-check.ts';
import { BackorderBadge } from './backorder-badge.tsx';
import {
  createdDateText,
  etaText,
  hasUnreadMessages,
  messageCountText,
} from '../lib/enquiry-card-text.ts';
import { statusColour, statusLabel } from '../lib/enquiry-status.ts';
import styles from './enquiry-card.module.css';
import { MessageIcon } from './message-icon.tsx';
import { RegistrationPlate } from './registration-plate.tsx';

type EnquiryCardProps = {
  enquiry: Enquiry;
  /** A global (company-wide) card: not clickable, and not checked for back orders. */
  readOnly: boolean;
  selected: boolean;
};

/**
 * One enquiry in the list column (docs/screens.md#enquiry-card). An own enquiry links to its
 * detail; memoised because the list re-renders on every keystroke of the search while most
 * cards stay as they are.
 */
export const EnquiryCard = memo(function EnquiryCard({
  enquiry,
  readOnly,
  selected,
}: EnquiryCardProps) {
  // The supplier answers the check only for the garage's own enquiries.
  const backorder = useBackorderCheck(enquiry.EnquiryId, { enabled: !readOnly });
  const colour = statusColour(enquiry.Status);
  const created = createdDateText(enquiry);
  const eta = etaText(enquiry);

  const content = (
    <>
      <div className={styles.top}>
        <RegistrationPlate reg={enquiry.Reg} />
        <span className={styles.status} style={{ backgroundColor: colour }}>
          {statusLabel(enquiry.Status)}
        </span>
      </div>
      <p className={styles.parts}>{enquiry.Parts}</p>
      <p className={styles.notes}>{enquiry.Notes}</p>
      <hr className={styles.rule} style={{ borderColor: colour }} />
      <div className={styles.footer}>
        <span className={styles.messages}>
          <MessageIcon unread={hasUnreadMessages(enquiry)} />
          {messageCountText(enquiry)}
        </span>
        {created && (
          <time className={styles.created} dateTime={enquiry.DatetimeCreated} title="Created">
            {created}
          </time>
        )}
        <BackorderBadge check={backorder} />
        {eta && <span className={styles.eta}>ETA: {eta}</span>}
      </div>
    </>
  );

  if (readOnly) return <article className={styles.card}>{content}</article>;
  return (
    <Link
      to={paths.enquiry(enquiry.EnquiryId)}
      className={`${styles.card} ${styles.clickable}`}
      aria-current={selected ? 'page' : undefined}
    >
      {content}
    </Link>
  );
});

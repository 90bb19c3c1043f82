import type { Enquiry } from '@garage/api-types';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useBackorderCheck } from '../api/get-backorder-check.ts';
import { useCantSupplyReasons } from '../api/get-cant-supply-reasons.ts';
import { useEnquiries } from '../api/get-enquiries.ts';
import { useGlobalEnquiries } from '../api/get-global-enquiries.ts';
import { useEnquiryFromRange } from '../api/enquiry-from-range.ts';
import { BackorderBadge } from './backorder-badge.tsx';
import styles from './enquiry-detail-panel.module.css';
import { RegistrationPlate } from './registration-plate.tsx';
import { StatusBadge } from './status-badge.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';

/**
 * The views of other features an enquiry shows, given by the app so that this feature imports
 * none of them: the quote to pick from, the order once placed, and the messages.
 */
export type EnquiryViews = {
  quote: (enquiry: Enquiry) => ReactNode;
  order: (enquiry: Enquiry) => ReactNode;
  messages: (enquiry: Enquiry) => ReactNode;
};

type EnquiryDetailPanelProps = {
  enquiryId: number;
  customerKeyCode: string | null;
  views: EnquiryViews;
};

const findIn = (enquiries: readonly Enquiry[] | undefined, enquiryId: number) =>
  enquiries?.find((enquiry) => enquiry.EnquiryId === enquiryId);

/** docs/screens.md#detail-column: the enquiry opened from the list, by its status. */
export function EnquiryDetailPanel({ enquiryId, customerKeyCode, views }: EnquiryDetailPanelProps) {
  const mine = useEnquiries();
  const global = useGlobalEnquiries(customerKeyCode, { enabled: false });
  const listed = findIn(mine.data, enquiryId);
  // One older than the default windows was opened from a date filter's list.
  const fromRange = useEnquiryFromRange(enquiryId, { wanted: !listed });
  const own = listed ?? (fromRange?.list === 'mine' ? fromRange.enquiry : undefined);
  // Only in the account's list: another garage's, read-only. Told apart once the garage's own
  // list is in, so an own enquiry never shows read-only while it loads.
  const others =
    own || mine.data === undefined
      ? undefined
      : (findIn(global.data, enquiryId) ?? fromRange?.enquiry);
  const [search] = useSearchParams();
  const showing = search.get(messagesParam.name) === messagesParam.value ? 'messages' : 'enquiry';

  if (own) {
    return (
      <div className={styles.panel} data-showing={showing}>
        <PhoneViews enquiry={own} showing={showing} />
        <article className={styles.detail} aria-label={`Enquiry ${own.Reg}`}>
          <EnquiryHeader enquiry={own} />
          <EnquiryBody enquiry={own} views={views} />
        </article>
        <div className={styles.messages}>{views.messages(own)}</div>
      </div>
    );
  }
  if (others) return <GlobalEnquiry enquiry={others} />;
  if (mine.data === undefined) {
    if (mine.error) return <LoadFailure error={mine.error} onRetry={() => void mine.refetch()} />;
    return <p className={styles.message}>Loading...</p>;
  }
  return <p className={styles.message}>Enquiry not found.</p>;
}

/**
 * Another garage's enquiry from Global Enquiries, opened by its address: the account's list is
 * read-only, so it shows what the card shows and nothing to order, send or check
 * (docs/readings.md#enquiries-list).
 */
function GlobalEnquiry({ enquiry }: { enquiry: Enquiry }) {
  return (
    <article className={styles.detail} aria-label={`Enquiry ${enquiry.Reg}`}>
      <EnquiryHeader enquiry={enquiry} readOnly />
      <p className={styles.readOnly} role="note">
        {globalEnquiryNote}
      </p>
    </article>
  );
}

export const globalEnquiryNote =
  'Global enquiry: read-only. Only the garage that raised it can order its parts or send messages on it.';

/** On phones the enquiry and its messages are two views, named in the URL (?view=messages). */
const messagesParam = { name: 'view', value: 'messages' };

/** Phones only: switches between the enquiry and its messages; Back goes between them too. */
function PhoneViews({ enquiry, showing }: { enquiry: Enquiry; showing: 'enquiry' | 'messages' }) {
  const views = [
    { view: 'enquiry', label: `Enquiry ${enquiry.Reg}`, search: '' },
    {
      view: 'messages',
      label: `Messages (${enquiry.MessageCount})`,
      search: `?${messagesParam.name}=${messagesParam.value}`,
    },
  ] as const;
  return (
    <nav className={styles.phoneViews} aria-label="Enquiry views">
      {views.map(({ view, label, search }) => (
        <Link key={view} to={{ search }} aria-current={showing === view ? 'page' : undefined}>
          {label}
        </Link>
      ))}
    </nav>
  );
}

function EnquiryHeader({ enquiry, readOnly = false }: { enquiry: Enquiry; readOnly?: boolean }) {
  // The supplier answers the check only for the garage's own enquiries.
  const backorder = useBackorderCheck(enquiry.EnquiryId, { enabled: !readOnly });
  return (
    <header className={styles.header}>
      <div className={styles.titleRow}>
        <h2 className={styles.heading}>
          <RegistrationPlate reg={enquiry.Reg} large />
        </h2>
        <StatusBadge status={enquiry.Status} />
        <BackorderBadge check={backorder} large />
      </div>
      <p className={styles.parts}>{enquiry.Parts}</p>
      {enquiry.Notes && <p className={styles.notes}>{enquiry.Notes}</p>}
    </header>
  );
}

function EnquiryBody({ enquiry, views }: { enquiry: Enquiry; views: EnquiryViews }) {
  switch (enquiry.Status) {
    case 'Waiting':
    case 'Order':
      return (
        <p className={styles.message}>
          We have received your enquiry and will respond as quickly as possible.
        </p>
      );
    case 'Quoted':
      return views.quote(enquiry);
    case 'Garage Confirmed':
    case 'Ordered':
      return views.order(enquiry);
    case 'Cancelled':
      return <CancelledNotice enquiryId={enquiry.EnquiryId} />;
    case 'Archived':
      return <p className={styles.message}>archived</p>;
  }
}

function CancelledNotice({ enquiryId }: { enquiryId: number }) {
  const reason = useCantSupplyReasons(enquiryId);
  // Waits for the answer, so the heading does not change under the reader's eyes.
  if (reason.isPending) return <p className={styles.message}>Loading...</p>;
  // A cant-supply reason changes the heading and adds the reason; the garage may still want to
  // talk about it, so the contact line stays (docs/screens.md#detail-column).
  return (
    <div className={styles.cancelled} role="status">
      {reason.data ? (
        <>
          <h3>THIS ENQUIRY CANNOT BE SUPPLIED</h3>
          <p>Reason: {reason.data}</p>
        </>
      ) : (
        <h3>THIS ENQUIRY HAS BEEN CANCELLED</h3>
      )}
      <p>Please contact us if you want to discuss this enquiry.</p>
    </div>
  );
}

import { format } from 'date-fns';
import { imageUrl } from '../../../lib/api-client.ts';
import type { EnquiryDetail } from '../../../lib/demo-types.ts';
import shared from '../../../styles/shared.module.css';
import styles from './enquiry-summary.module.css';
import { StatusBadge } from './status-badge.tsx';

const dateTime = (iso: string | number) => format(new Date(iso), 'EEE d MMM yyyy, HH:mm');

/** What the garage asked for, and where the enquiry stands. */
export function EnquirySummary({ detail }: { detail: EnquiryDetail }) {
  const { Enquiry: enquiry, Delivery: delivery, CantSupplyReason } = detail;
  const vehicle = [enquiry.Make, enquiry.Model, enquiry.Engine, enquiry.Fuel, enquiry.GBox]
    .filter(Boolean)
    .join(' · ');
  return (
    <header className={`${shared.box} ${styles.summary}`}>
      <h2>
        {enquiry.Reg} <span className={shared.muted}>#{enquiry.EnquiryId}</span>{' '}
        <StatusBadge status={enquiry.Status} />
        {enquiry.Backordered && <StatusBadge status="Backordered" />}
      </h2>
      <dl>
        <dt>Garage</dt>
        <dd>{enquiry.GarageName}</dd>
        <dt>Parts asked for</dt>
        <dd>{enquiry.Parts}</dd>
        {enquiry.Notes !== '' && (
          <>
            <dt>Notes</dt>
            <dd>{enquiry.Notes}</dd>
          </>
        )}
        {vehicle !== '' && (
          <>
            <dt>Vehicle</dt>
            <dd>{vehicle}</dd>
          </>
        )}
        <dt>Raised</dt>
        <dd>{dateTime(enquiry.DatetimeCreated)}</dd>
        {enquiry.Document && (
          <>
            <dt>Document</dt>
            <dd>{enquiry.Document}</dd>
          </>
        )}
        {CantSupplyReason && (
          <>
            <dt>Can't supply</dt>
            <dd>{CantSupplyReason}</dd>
          </>
        )}
        {delivery && (
          <>
            <dt>Delivery</dt>
            <dd>
              #{delivery.DeliveryId}: {delivery.Delivered ? 'delivered' : 'in transit'}, due{' '}
              {dateTime(delivery.Eta)}
            </dd>
          </>
        )}
      </dl>
      {enquiry.BlobStorageId && (
        // eslint-disable-next-line jsx-a11y-x/img-redundant-alt -- "photo" says what the garage attached (a photo of the part), not that this is an image
        <img
          className={styles.image}
          src={imageUrl(enquiry.BlobStorageId)}
          alt="The garage's photo"
        />
      )}
    </header>
  );
}

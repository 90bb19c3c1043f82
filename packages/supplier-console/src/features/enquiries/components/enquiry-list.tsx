import { formatDistanceStrict } from 'date-fns';
import { NavLink } from 'react-router-dom';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { enquiryStatuses, type EnquiryStatus } from '../../../lib/demo-types.ts';
import { useDemoListEnquiries } from '../api/demo-list-enquiries.ts';
import type { EnquiryFilters } from '../api/enquiries-keys.ts';
import { useDemoListGarages } from '../api/demo-list-garages.ts';
import shared from '../../../styles/shared.module.css';
import styles from './enquiry-list.module.css';
import { StatusBadge } from './status-badge.tsx';

type Props = {
  filters: EnquiryFilters;
  onFiltersChange: (filters: EnquiryFilters) => void;
  /** The mock's time, so 'raised 5 min ago' follows the demo clock, not the real one. */
  now: number | undefined;
};

/** Every garage's enquiries, newest first, live; the garage's unanswered messages marked. */
export function EnquiryList({ filters, onFiltersChange, now }: Props) {
  const enquiries = useDemoListEnquiries(filters);
  const garages = useDemoListGarages();
  return (
    <section className={styles.list} aria-labelledby="enquiries-heading">
      <h2 id="enquiries-heading">Live enquiries</h2>
      <div className={styles.filters}>
        <label>
          <span>Garage</span>
          <select
            value={filters.GarageId ?? ''}
            onChange={(event) =>
              onFiltersChange({
                ...filters,
                GarageId: event.target.value === '' ? undefined : Number(event.target.value),
              })
            }
          >
            <option value="">Every garage</option>
            {garages.data?.map((garage) => (
              <option key={garage.GarageId} value={garage.GarageId}>
                {garage.GarageName} ({garage.CompanyName})
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Status</span>
          <select
            value={filters.Status ?? ''}
            onChange={(event) =>
              onFiltersChange({
                ...filters,
                Status:
                  event.target.value === '' ? undefined : (event.target.value as EnquiryStatus),
              })
            }
          >
            <option value="">Every status</option>
            {enquiryStatuses.map((status) => (
              <option key={status}>{status}</option>
            ))}
          </select>
        </label>
      </div>
      {garages.isError && (
        <ErrorMessage error={garages.error} onRetry={() => void garages.refetch()} />
      )}
      {enquiries.isError && (
        <ErrorMessage error={enquiries.error} onRetry={() => void enquiries.refetch()} />
      )}
      {enquiries.isPending && <p className={shared.muted}>Loading enquiries…</p>}
      {enquiries.data?.length === 0 && <p className={shared.muted}>No enquiries match.</p>}
      <ul className={styles.enquiries}>
        {enquiries.data?.map((enquiry) => (
          <li key={enquiry.EnquiryId}>
            <NavLink
              to={`/enquiries/${enquiry.EnquiryId}`}
              className={({ isActive }) =>
                isActive ? `${styles.enquiry} ${styles.active}` : styles.enquiry
              }
            >
              <span className={styles.top}>
                <strong>{enquiry.Reg}</strong>
                <StatusBadge status={enquiry.Status} />
              </span>
              <span className={styles.parts}>{enquiry.Parts}</span>
              <span className={styles.meta}>
                {enquiry.GarageName} · #{enquiry.EnquiryId}
                {now !== undefined &&
                  ` · ${formatDistanceStrict(new Date(enquiry.DatetimeCreated), now, { addSuffix: true })}`}
                {enquiry.Unanswered > 0 && (
                  <span className={styles.unanswered}>
                    {enquiry.Unanswered} unanswered{' '}
                    {enquiry.Unanswered === 1 ? 'message' : 'messages'}
                  </span>
                )}
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

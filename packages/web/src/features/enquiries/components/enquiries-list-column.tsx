import { Button } from '@garage/app-kit';
import type { Enquiry } from '@garage/api-types';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useEnquiries } from '../api/get-enquiries.ts';
import { customerKeyCodeMissing, useGlobalEnquiries } from '../api/get-global-enquiries.ts';
import { dateRangeNote, filterByDateRange, noDateRange } from '../lib/date-filter.ts';
import { searchEnquiries } from '../lib/search-enquiries.ts';
import styles from './enquiries-list-column.module.css';
import { EnquiryList } from './enquiry-list.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';

// The dialogs load when first opened: they stay out of the first screen's JavaScript budget.
const DateFilterDialog = lazy(async () => ({
  default: (await import('./date-filter-dialog.tsx')).DateFilterDialog,
}));
const NewEnquiryDialog = lazy(async () => ({
  default: (await import('./new-enquiry-dialog.tsx')).NewEnquiryDialog,
}));

type ListMode = 'mine' | 'global';

const listLabels: Record<ListMode, string> = {
  mine: 'My Enquiries',
  global: 'Global Enquiries',
};

const noEnquiries: readonly Enquiry[] = [];

type EnquiriesListColumnProps = {
  /** The garage's account code; the global list cannot load without one. */
  customerKeyCode: string | null;
  /** The enquiry open in the detail panel, marked as selected in My Enquiries. */
  selectedEnquiryId: number | undefined;
};

/** The enquiries list column (docs/screens.md#list-column). */
export function EnquiriesListColumn({
  customerKeyCode,
  selectedEnquiryId,
}: EnquiriesListColumnProps) {
  const [mode, setMode] = useState<ListMode>('mine');
  const [search, setSearch] = useState('');
  const [dateRange, setDateRange] = useState(noDateRange);
  const [openDialog, setOpenDialog] = useState<'new-enquiry' | 'date-filter' | null>(null);

  const mine = useEnquiries();
  // Loaded only once asked for: a garage without an account code then sees no error until then.
  const global = useGlobalEnquiries(customerKeyCode, { enabled: mode === 'global' });
  const list = mode === 'mine' ? mine : global;
  // Its load fails at once without the code, no call made: nothing to try again, so the bare
  // message rather than the failure's error text and 'Try again'.
  const keyCodeMissing = mode === 'global' && !customerKeyCode;

  // Two steps, so a keystroke re-runs only the search over the already date-filtered list.
  const dated = useMemo(
    () => filterByDateRange(list.data ?? noEnquiries, dateRange),
    [list.data, dateRange],
  );
  const shown = useMemo(() => searchEnquiries(dated, search), [dated, search]);
  const note = dateRangeNote(dateRange);

  return (
    <section className={styles.column} aria-label="Enquiries">
      <div className={styles.controls}>
        <Button variant="primary" onClick={() => setOpenDialog('new-enquiry')}>
          New Enquiry
        </Button>
        <div className={styles.toggle} role="group" aria-label="Enquiries to show">
          {(['mine', 'global'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={mode === option}
              onClick={() => setMode(option)}
            >
              {listLabels[option]}
            </button>
          ))}
        </div>
        <div className={styles.searchRow}>
          <input
            type="search"
            className={styles.search}
            placeholder="Search..."
            aria-label="Search enquiries"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Button className={styles.filter} onClick={() => setOpenDialog('date-filter')}>
            Filter by date
          </Button>
        </div>
        {note && <p className={styles.note}>{note}</p>}
      </div>

      {keyCodeMissing && (
        <p className={styles.empty} role="alert">
          {customerKeyCodeMissing}
        </p>
      )}
      {list.data === undefined &&
        !keyCodeMissing &&
        (list.error ? (
          <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <Spinner label="Loading enquiries" />
        ))}
      {list.data &&
        (shown.length === 0 ? (
          <p className={styles.empty}>No enquiries found</p>
        ) : (
          <EnquiryList
            enquiries={shown}
            label={listLabels[mode]}
            readOnly={mode === 'global'}
            selectedEnquiryId={selectedEnquiryId}
            filterKey={`${mode} ${search} ${note ?? ''}`}
          />
        ))}

      <Suspense fallback={null}>
        {openDialog === 'new-enquiry' && <NewEnquiryDialog onClose={() => setOpenDialog(null)} />}
        {openDialog === 'date-filter' && (
          <DateFilterDialog
            range={dateRange}
            onApply={(range) => {
              setDateRange(range);
              setOpenDialog(null);
            }}
            onClose={() => setOpenDialog(null)}
          />
        )}
      </Suspense>
    </section>
  );
}

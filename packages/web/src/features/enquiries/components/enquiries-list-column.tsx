import { Button } from '@garage/app-kit';
import type { Enquiry } from '@garage/api-types';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useEnquiries } from '../api/get-enquiries.ts';
import { customerKeyCodeMissing, useGlobalEnquiries } from '../api/get-global-enquiries.ts';
import { useRangedEnquiries } from '../api/get-ranged-enquiries.ts';
import type { RangedListSpec } from '../api/enquiries-keys.ts';
import {
  dateRangeNote,
  filterByDateRange,
  noDateRange,
  type DateRange,
} from '../lib/date-filter.ts';
import { rangeKey, reachesOutside, type EnquiryListName } from '../lib/enquiry-windows.ts';
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

type ListMode = EnquiryListName;

const listLabels: Record<ListMode, string> = {
  mine: 'My Enquiries',
  global: 'Global Enquiries',
};

const noEnquiries: readonly Enquiry[] = [];

/** The date filter, with the time it was applied: whether it reaches outside a default window. */
type AppliedRange = { range: DateRange; at: Date };

const noAppliedRange: AppliedRange = { range: noDateRange, at: new Date(0) };

/**
 * The list over the filter's own range, for a filter reaching outside the list's default window
 * (docs/rules.md#enquiry-lists); null while the default list holds every day of the filter.
 */
function rangedSpec(
  list: EnquiryListName,
  { range, at }: AppliedRange,
  customerKeyCode: string | null,
): RangedListSpec | null {
  if (!reachesOutside(list, range, at)) return null;
  if (list === 'mine') return { list, ...rangeKey(range) };
  // Without an account code the default list says what is missing, with no call.
  return customerKeyCode ? { list, customerKeyCode, ...rangeKey(range) } : null;
}

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
  const [applied, setApplied] = useState(noAppliedRange);
  const dateRange = applied.range;
  const [openDialog, setOpenDialog] = useState<'new-enquiry' | 'date-filter' | null>(null);

  // The default list refreshes whatever is shown: the notifications watch it
  // (docs/notifications.md), and clearing a range's filter shows it at once.
  const mine = useEnquiries();
  const mineSpec = rangedSpec('mine', applied, customerKeyCode);
  const mineInRange = useRangedEnquiries(mineSpec, { enabled: mode === 'mine' });
  const globalSpec = rangedSpec('global', applied, customerKeyCode);
  const globalInRange = useRangedEnquiries(globalSpec, { enabled: mode === 'global' });
  // Loaded only once asked for: a garage without an account code then sees no error until then.
  // Kept (not refreshed) while a range of its own is shown, to show at once when it is cleared.
  const global = useGlobalEnquiries(customerKeyCode, {
    enabled: mode === 'global' && !globalSpec,
  });
  const list = mode === 'mine' ? (mineInRange ?? mine) : (globalInRange ?? global);
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
              setApplied({ range, at: new Date() });
              setOpenDialog(null);
            }}
            onClose={() => setOpenDialog(null)}
          />
        )}
      </Suspense>
    </section>
  );
}

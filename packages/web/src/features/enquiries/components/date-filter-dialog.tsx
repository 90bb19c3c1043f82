import { Button, Dialog, FormField } from '@garage/app-kit';
import { useState, type SubmitEvent } from 'react';
import { noDateRange, type DateRange } from '../lib/date-filter.ts';
import {
  filterDateFormat,
  formatFilterDate,
  parseDateRange,
  type DateRangeErrors,
} from '../lib/date-filter-fields.ts';
import styles from './dialog-form.module.css';

type DateFilterDialogProps = {
  range: DateRange;
  /** The range to filter by: Apply gives the typed one, Clear gives no range. */
  onApply: (range: DateRange) => void;
  onClose: () => void;
};

export function DateFilterDialog({ range, onApply, onClose }: DateFilterDialogProps) {
  const [start, setStart] = useState(range.start ? formatFilterDate(range.start) : '');
  const [end, setEnd] = useState(range.end ? formatFilterDate(range.end) : '');
  const [errors, setErrors] = useState<DateRangeErrors>({});

  function apply(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = parseDateRange({ start, end }, new Date());
    if (result.ok) onApply(result.range);
    else setErrors(result.errors);
  }

  return (
    <Dialog title="Filter by date" onClose={onClose}>
      <form className={styles.form} onSubmit={apply} noValidate>
        <DateField label="Start date" value={start} onChange={setStart} error={errors.start} />
        <DateField label="End date" value={end} onChange={setEnd} error={errors.end} />
        <div className={styles.actions}>
          <Button onClick={() => onApply(noDateRange)}>Clear</Button>
          <Button variant="primary" type="submit">
            Apply
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

type DateFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
};

function DateField({ label, value, onChange, error }: DateFieldProps) {
  return (
    <FormField label={label} error={error}>
      {(props) => (
        <input
          {...props}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={filterDateFormat}
          inputMode="numeric"
          autoComplete="off"
        />
      )}
    </FormField>
  );
}

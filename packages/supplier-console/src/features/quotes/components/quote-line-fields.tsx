import { Button, currencySymbol, formatMoney, type Currency } from '@garage/app-kit';
import type { ReactNode } from 'react';
import type { DraftField, DraftLine, LineErrors } from '../lib/quote-lines.ts';
import styles from './quote-line-fields.module.css';

type Props = {
  line: DraftLine;
  /** The garage's: the price is typed, and the RRP shown, in it. */
  currency: Currency;
  number: number;
  errors: LineErrors | undefined;
  onChange: (change: Partial<DraftLine>) => void;
  onRemove: () => void;
};

/** One quote line's fields, each labelled 'Line N ...' and with its own message when wrong. */
export function QuoteLineFields({ line, currency, number, errors, onChange, onRemove }: Props) {
  const field = (name: DraftField | 'ResponseDetailNotes', label: string, input: ReactNode) => {
    const error = name === 'ResponseDetailNotes' ? undefined : errors?.[name];
    return (
      <label className={name === 'ResponseDetailNotes' ? styles.wide : undefined}>
        <span>{label}</span>
        {input}
        {error && (
          <span className={styles.error} role="alert">
            {error}
          </span>
        )}
      </label>
    );
  };
  const invalid = (name: DraftField) => (errors?.[name] ? true : undefined);
  return (
    <fieldset className={styles.line}>
      <legend>Line {number}</legend>
      {field(
        'PartNumber',
        'Part number',
        <input
          aria-label={`Line ${number} part number`}
          aria-invalid={invalid('PartNumber')}
          value={line.PartNumber}
          onChange={(event) => onChange({ PartNumber: event.target.value })}
        />,
      )}
      {field(
        'Qty',
        'Quantity',
        <input
          aria-label={`Line ${number} quantity`}
          aria-invalid={invalid('Qty')}
          inputMode="numeric"
          value={line.Qty}
          onChange={(event) => onChange({ Qty: event.target.value })}
        />,
      )}
      {field(
        'UnitPrice',
        `Unit price (${currencySymbol(currency)})${line.RRP === '' ? '' : `, RRP ${formatMoney(currency, line.RRP)}`}`,
        <input
          aria-label={`Line ${number} unit price`}
          aria-invalid={invalid('UnitPrice')}
          inputMode="decimal"
          value={line.UnitPrice}
          onChange={(event) => onChange({ UnitPrice: event.target.value })}
        />,
      )}
      {field(
        'DeliveryDate',
        'Delivery date',
        <input
          aria-label={`Line ${number} delivery date`}
          aria-invalid={invalid('DeliveryDate')}
          type="date"
          value={line.DeliveryDate}
          onChange={(event) => onChange({ DeliveryDate: event.target.value })}
        />,
      )}
      {field(
        'ResponseDetailNotes',
        'Note for the garage',
        <input
          aria-label={`Line ${number} note`}
          maxLength={500}
          value={line.ResponseDetailNotes}
          onChange={(event) => onChange({ ResponseDetailNotes: event.target.value })}
        />,
      )}
      <Button className={styles.remove} onClick={onRemove}>
        Remove line {number}
      </Button>
    </fieldset>
  );
}

import type { ReactNode } from 'react';
import type { DraftField, DraftLine, LineErrors } from '../lib/quote-lines.ts';

type Props = {
  line: DraftLine;
  number: number;
  errors: LineErrors | undefined;
  onChange: (change: Partial<DraftLine>) => void;
  onRemove: () => void;
};

/** One quote line's fields, each labelled 'Line N ...' and with its own message when wrong. */
export function QuoteLineFields({ line, number, errors, onChange, onRemove }: Props) {
  const field = (name: DraftField | 'ResponseDetailNotes', label: string, input: ReactNode) => {
    const error = name === 'ResponseDetailNotes' ? undefined : errors?.[name];
    return (
      <label className={`line-field line-field--${name}`}>
        <span>{label}</span>
        {input}
        {error && (
          <span className="field-error" role="alert">
            {error}
          </span>
        )}
      </label>
    );
  };
  const invalid = (name: DraftField) => (errors?.[name] ? true : undefined);
  return (
    <fieldset className="quote-line">
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
        `Unit price (£)${line.RRP === '' ? '' : `, RRP £${line.RRP}`}`,
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
      <button type="button" className="link-button" onClick={onRemove}>
        Remove line {number}
      </button>
    </fieldset>
  );
}

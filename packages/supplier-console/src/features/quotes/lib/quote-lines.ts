import type { CataloguePart, NewQuoteLine, QuoteLine } from '../../../lib/demo-types.ts';
import { ukNoonOf } from '../../../lib/uk-time.ts';

/** A quote line as typed: every field a string, kept as it is until it is sent. */
export type DraftLine = {
  key: string;
  PartNumber: string;
  Qty: string;
  UnitPrice: string;
  /** The catalogue's RRP, passed along unchanged ('' when the line is typed by hand). */
  RRP: string;
  ResponseDetailNotes: string;
  /** yyyy-MM-dd, as a date input gives it; '' leaves the delivery open. */
  DeliveryDate: string;
};

export type DraftField = 'PartNumber' | 'Qty' | 'UnitPrice' | 'DeliveryDate';
export type LineErrors = Partial<Record<DraftField, string>>;

let nextKey = 0;
const newKey = () => `line-${++nextKey}`;

export const blankLine = (): DraftLine => ({
  key: newKey(),
  PartNumber: '',
  Qty: '1',
  UnitPrice: '',
  RRP: '',
  ResponseDetailNotes: '',
  DeliveryDate: '',
});

/** A line for a catalogue part: one of it, at its trade price, with its RRP. */
export const lineFromPart = (part: CataloguePart): DraftLine => ({
  ...blankLine(),
  PartNumber: part.PartNumber,
  UnitPrice: part.TradePrice,
  RRP: part.RRP,
});

/** The enquiry's current quote, to start from when quoting it again. */
export const lineFromQuote = (line: QuoteLine): DraftLine => ({
  ...blankLine(),
  PartNumber: line.PartNumber,
  Qty: String(line.Qty),
  UnitPrice: line.UnitPrice,
  ResponseDetailNotes: line.ResponseDetailNotes ?? '',
  DeliveryDate: line.DeliveryDate?.slice(0, 10) ?? '',
});

// The contract's Money: a non-negative amount with at most 4 decimals.
const money = /^\d+(\.\d{1,4})?$/;
const wholeNumber = /^\d+$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with a line, by field, in words that name the field. */
export function lineErrors(line: DraftLine): LineErrors {
  const errors: LineErrors = {};
  const partNumber = line.PartNumber.trim();
  if (partNumber === '') errors.PartNumber = 'Part number is required';
  else if (partNumber.length > 50) errors.PartNumber = 'Part number is 50 characters at most';
  const qty = line.Qty.trim();
  if (!wholeNumber.test(qty) || Number(qty) < 1 || Number(qty) > 999) {
    errors.Qty = 'Quantity must be a whole number from 1 to 999';
  }
  if (!money.test(line.UnitPrice.trim())) {
    errors.UnitPrice = 'Unit price must be an amount of 0 or more, like 12.50';
  }
  if (line.DeliveryDate !== '' && !isoDate.test(line.DeliveryDate)) {
    errors.DeliveryDate = 'Delivery date must be a date';
  }
  return errors;
}

export type QuoteCheck =
  { ok: true; lines: NewQuoteLine[] } | { ok: false; errors: LineErrors[]; message: string };

const fieldNames: Record<DraftField, string> = {
  PartNumber: 'part number',
  Qty: 'quantity',
  UnitPrice: 'unit price',
  DeliveryDate: 'delivery date',
};

/** The lines as the mock takes them, or each line's problems and a summary naming them. */
export function checkQuote(drafts: DraftLine[]): QuoteCheck {
  if (drafts.length === 0) {
    return { ok: false, errors: [], message: 'Add at least one line to the quote' };
  }
  const errors = drafts.map(lineErrors);
  const problems = errors.flatMap((found, index) =>
    (Object.keys(found) as DraftField[]).map((field) => `line ${index + 1} ${fieldNames[field]}`),
  );
  if (problems.length > 0) {
    return { ok: false, errors, message: `Check ${problems.join(', ')}` };
  }
  return { ok: true, lines: drafts.map(toNewLine) };
}

function toNewLine(draft: DraftLine): NewQuoteLine {
  const notes = draft.ResponseDetailNotes.trim();
  return {
    PartNumber: draft.PartNumber.trim(),
    Qty: Number(draft.Qty.trim()),
    UnitPrice: draft.UnitPrice.trim(),
    ResponseDetailNotes: notes === '' ? null : notes,
    ...(draft.RRP === '' ? {} : { RRP: Number(draft.RRP) }),
    // Noon in the UK on that day: the same calendar day in every zone the portal shows it in.
    DeliveryDate:
      draft.DeliveryDate === '' ? null : new Date(ukNoonOf(draft.DeliveryDate)).toISOString(),
  };
}

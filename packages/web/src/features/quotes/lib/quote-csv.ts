import type { QuoteLine } from '@garage/api-types';

export const quoteCsvFileName = 'enquiry_response.csv';

const header = 'PartNumber,Qty,UnitPrice,ResponseDetailNotes';

// A cell a spreadsheet would run as a formula starts with one of these; the supplier writes
// the notes (and part numbers), so a leading apostrophe makes such a cell text, as spreadsheet
// programs expect. A plain number (a negative price) is no formula and stays a number.
const formulaStart = /^[=+\-@\t\r]/;
const plainNumber = /^[+-]?\d+(\.\d+)?$/;
const inert = (text: string) =>
  formulaStart.test(text) && !plainNumber.test(text) ? `'${text}` : text;

// Every value quoted, quotes inside doubled (RFC 4180): a note with a comma or a quote stays
// one cell. Four fixed columns need no CSV library.
const quoted = (value: string | number | null) =>
  `"${inert(String(value ?? '')).replaceAll('"', '""')}"`;

/**
 * docs/rules.md#quote-csv-export: the header, then one row per quoted line with every value in
 * quotes. Lines end in CRLF (RFC 4180), which spreadsheet programs read everywhere.
 */
export function quoteCsv(lines: readonly QuoteLine[]): string {
  const rows = lines.map((line) =>
    [line.PartNumber, line.Qty, line.UnitPrice, line.ResponseDetailNotes].map(quoted).join(','),
  );
  return [header, ...rows].map((row) => `${row}\r\n`).join('');
}

import { describe, expect, it } from 'vitest';
import { makeQuoteLine } from '../../../testing/make-quote-line.ts';
import { quoteCsv } from './quote-csv.ts';

describe('quoteCsv', () => {
  it('writes the header and one quoted row per line, CRLF-terminated', () => {
    const csv = quoteCsv([
      makeQuoteLine({ PartNumber: 'BP-FO-1021', Qty: 1, UnitPrice: '38.50' }),
      makeQuoteLine({
        PartNumber: 'BD-FO-2210',
        Qty: 2,
        UnitPrice: '27.95',
        ResponseDetailNotes: 'Pair, vented',
      }),
    ]);

    expect(csv).toBe(
      'PartNumber,Qty,UnitPrice,ResponseDetailNotes\r\n' +
        '"BP-FO-1021","1","38.50","Mintex ceramic"\r\n' +
        '"BD-FO-2210","2","27.95","Pair, vented"\r\n',
    );
  });

  it('doubles quotes inside values and writes a missing note as an empty value', () => {
    const csv = quoteCsv([
      makeQuoteLine({ PartNumber: 'WB-24"', ResponseDetailNotes: null, UnitPrice: '6.20' }),
    ]);

    expect(csv.split('\r\n')[1]).toBe('"WB-24""","1","6.20",""');
  });

  it.each([
    '=HYPERLINK("http://evil.example","Click")',
    '+44 113 496 0000',
    '-2+3',
    '@SUM(A1)',
    '\tTab first',
    '\rCR first',
  ])('makes a cell that a spreadsheet would run as a formula text: %j', (note) => {
    const csv = quoteCsv([makeQuoteLine({ ResponseDetailNotes: note })]);

    expect(csv.split('\r\n')[1]?.endsWith(`,"'${note.replaceAll('"', '""')}"`)).toBe(true);
  });

  it('escapes a part number too, but leaves a negative price a number', () => {
    const csv = quoteCsv([
      makeQuoteLine({ PartNumber: '=1+1', UnitPrice: '-5.00', ResponseDetailNotes: 'Credit' }),
    ]);

    expect(csv.split('\r\n')[1]).toBe('"\'=1+1","1","-5.00","Credit"');
  });

  it('is only the header for a quote without lines', () => {
    expect(quoteCsv([])).toBe('PartNumber,Qty,UnitPrice,ResponseDetailNotes\r\n');
  });
});

import { describe, expect, it } from 'vitest';
import { blankLine, checkQuote, lineErrors, lineFromPart, type DraftLine } from './quote-lines.ts';

const line = (overrides: Partial<DraftLine>): DraftLine => ({
  ...blankLine(),
  PartNumber: 'BP-FO-1021',
  UnitPrice: '25.29',
  ...overrides,
});

describe('lineErrors', () => {
  it('names each field that is wrong', () => {
    expect(lineErrors(line({ PartNumber: ' ', Qty: '0', UnitPrice: '-1' }))).toEqual({
      PartNumber: 'Part number is required',
      Qty: 'Quantity must be a whole number from 1 to 999',
      UnitPrice: 'Unit price must be an amount of 0 or more, like 12.50',
    });
  });

  it.each(['1.5', '1000', 'two', ''])('refuses the quantity %j', (Qty) => {
    expect(lineErrors(line({ Qty }))).toHaveProperty('Qty');
  });

  it.each(['0', '12.5', '12.5000'])('takes the price %j', (UnitPrice) => {
    expect(lineErrors(line({ UnitPrice }))).toEqual({});
  });
});

describe('checkQuote', () => {
  it('refuses an empty quote', () => {
    expect(checkQuote([])).toMatchObject({
      ok: false,
      message: 'Add at least one line to the quote',
    });
  });

  it('says which line and field to check', () => {
    const result = checkQuote([line({}), line({ Qty: '0', PartNumber: '' })]);
    expect(result).toMatchObject({
      ok: false,
      message: 'Check line 2 part number, line 2 quantity',
    });
  });

  it('sends the catalogue part at its trade price with its RRP, and the date at UK noon', () => {
    const draft = {
      ...lineFromPart({
        PartNumber: 'BP-FO-1021',
        Description: 'Front brake pads',
        TradePrice: '25.29',
        RRP: '36.99',
        Stock: [],
      }),
      Qty: ' 2 ',
      ResponseDetailNotes: ' Genuine ',
      DeliveryDate: '2026-07-01',
    };
    expect(checkQuote([draft])).toEqual({
      ok: true,
      lines: [
        {
          PartNumber: 'BP-FO-1021',
          Qty: 2,
          UnitPrice: '25.29',
          RRP: 36.99,
          ResponseDetailNotes: 'Genuine',
          // British Summer Time: noon in London is 11:00 UTC.
          DeliveryDate: '2026-07-01T11:00:00.000Z',
        },
      ],
    });
  });

  it('leaves out an RRP the line never had, and sends no note or date as null', () => {
    const result = checkQuote([line({})]);
    expect(result).toEqual({
      ok: true,
      lines: [
        {
          PartNumber: 'BP-FO-1021',
          Qty: 1,
          UnitPrice: '25.29',
          ResponseDetailNotes: null,
          DeliveryDate: null,
        },
      ],
    });
  });
});

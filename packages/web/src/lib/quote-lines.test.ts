import { describe, expect, it } from 'vitest';
import { makeQuoteLine } from '../testing/make-quote-line.ts';
import { quoteLinesEnquiryId, quoteLinesKey } from './quote-lines-key.ts';
import { isRequote, sameOffer, sameQuote } from './quote-lines.ts';

const line = makeQuoteLine;

describe('quoteLinesEnquiryId', () => {
  it('names the enquiry of a quote-lines key and nothing else', () => {
    expect(quoteLinesEnquiryId(quoteLinesKey(101))).toBe(101);
    expect(quoteLinesEnquiryId(['quotes', 'details', 'QUO-000101'])).toBeUndefined();
    expect(quoteLinesEnquiryId(['enquiries', 'list', 'mine'])).toBeUndefined();
  });
});

describe('sameOffer', () => {
  it('reads one price however many decimals it is written with, and no notes as empty notes', () => {
    expect(sameOffer(line({ UnitPrice: '27.9' }), line({ UnitPrice: '27.9000' }))).toBe(true);
    expect(sameOffer(line({ ResponseDetailNotes: null }), line({ ResponseDetailNotes: '' }))).toBe(
      true,
    );
    expect(sameOffer(line({ UnitPrice: '27.90' }), line({ UnitPrice: '27.91' }))).toBe(false);
  });
});

describe('sameQuote', () => {
  it('is not changed by an order, which confirms lines and dates them', () => {
    const ordered = line({ Confirmed: 1, DeliveryDate: '2026-11-27T17:00:00Z' });
    expect(sameQuote([line()], [ordered])).toBe(true);
    // Each on its own: the supplier confirms first, or dates a line it has not confirmed.
    expect(sameQuote([line()], [line({ Confirmed: 1 })])).toBe(true);
    expect(sameQuote([line()], [line({ DeliveryDate: '2026-11-27T17:00:00Z' })])).toBe(true);
  });

  it('is changed by a new price, quantity or part on a line under its own id', () => {
    expect(sameQuote([line()], [line({ UnitPrice: '40.00' })])).toBe(false);
    expect(sameQuote([line()], [line({ Qty: 2 })])).toBe(false);
    expect(sameQuote([line()], [line({ PartNumber: 'BP-FO-1099' })])).toBe(false);
  });

  it('is changed by a line added, removed, re-ordered or re-issued under a new id', () => {
    const other = line({ ResponseDetailId: 9002, PartNumber: 'BD-FO-2210' });
    expect(sameQuote([line()], [line(), other])).toBe(false);
    expect(sameQuote([line(), other], [line()])).toBe(false);
    expect(sameQuote([line(), other], [other, line()])).toBe(false);
    expect(sameQuote([line()], [line({ ResponseDetailId: 9003 })])).toBe(false);
  });
});

describe('isRequote', () => {
  it('is a change of an open quote, not the garage ordering it nor the first quote', () => {
    const repriced = line({ UnitPrice: '40.00' });
    expect(isRequote([line()], [repriced])).toBe(true);
    expect(isRequote([line()], [line({ Confirmed: 1, Qty: 1 })])).toBe(false);
    expect(isRequote([], [line()])).toBe(false);
    expect(isRequote([line({ Confirmed: 1 })], [repriced])).toBe(false);
  });
});

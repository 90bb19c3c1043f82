import { describe, expect, it } from 'vitest';
import { makeQuoteLine } from '../../../testing/make-quote-line.ts';
import { dueText, lineConfirmations } from './order-lines.ts';

describe('lineConfirmations', () => {
  it('sends Qty, the line and header ids, the user, the enquiry and Confirmed 1', () => {
    const line = makeQuoteLine({
      ResponseDetailId: 9002,
      ResponseHeaderId: 601,
      EnquiryId: 101,
      Qty: 2,
    });
    expect(lineConfirmations([line], 11)).toEqual([
      {
        Qty: 2,
        ResponseDetailID: 9002,
        UserID: 11,
        ResponseHeaderID: 601,
        EnquiryID: 101,
        Confirmed: 1,
      },
    ]);
  });
});

describe('dueText', () => {
  const now = new Date(2026, 10, 23, 10, 0);

  it('says Today for a date later today or earlier today', () => {
    expect(dueText(new Date(2026, 10, 23, 17, 0).toISOString(), now)).toBe('Due: Today');
    expect(dueText(new Date(2026, 10, 23, 0, 0).toISOString(), now)).toBe('Due: Today');
  });

  it('gives another day as DD/MM/YY', () => {
    expect(dueText(new Date(2026, 10, 24, 12, 0).toISOString(), now)).toBe('Due: 24/11/26');
    expect(dueText(new Date(2027, 0, 2, 9, 0).toISOString(), now)).toBe('Due: 02/01/27');
  });

  it('gives nothing for a line without a usable date', () => {
    expect(dueText(null, now)).toBeNull();
    expect(dueText('soon', now)).toBeNull();
  });
});

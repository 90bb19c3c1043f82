import type { QuoteLine } from '@garage/api-types';

/** A quote line of enquiry 101 with plausible values, overridden per test. */
export function makeQuoteLine(overrides: Partial<QuoteLine> = {}): QuoteLine {
  return {
    ResponseDetailId: 9001,
    ResponseHeaderId: 601,
    EnquiryId: 101,
    PartNumber: 'BP-FO-1021',
    Qty: 1,
    UnitPrice: '38.50',
    ResponseDetailNotes: 'Mintex ceramic',
    DeliveryDate: null,
    Confirmed: 0,
    Document: 'QUO-000101',
    ...overrides,
  };
}

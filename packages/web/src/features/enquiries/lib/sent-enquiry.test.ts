import type { NewEnquiry } from '@garage/api-types';
import { describe, expect, it } from 'vitest';
import { makeEnquiry } from '../../../testing/make-enquiry.ts';
import { findSentEnquiry } from './sent-enquiry.ts';

const sent: NewEnquiry = {
  Status: 'Order',
  Reg: 'YK19 HBN',
  Parts: 'Front brake pads',
  Notes: '[SAME DAY] Ceramic\n\n(Ford, Focus)',
  Consumables: false,
};
const kept = makeEnquiry({
  EnquiryId: 40,
  Reg: 'YK19 HBN',
  Parts: 'Front brake pads',
  // Sent as a form, its line breaks came as CRLF.
  Notes: '[SAME DAY] Ceramic\r\n\r\n(Ford, Focus)',
  Status: 'Order',
  DatetimeCreated: '2026-03-14T09:30:10.000Z',
});
const sentAt = new Date('2026-03-14T09:30:00.000Z');

describe('findSentEnquiry', () => {
  it('finds the enquiry with the same Reg, Parts and Notes that was not listed before', () => {
    const found = findSentEnquiry([makeEnquiry({ EnquiryId: 39 }), kept], sent, {
      knownIds: new Set([39]),
      sentAt,
    });
    expect(found?.EnquiryId).toBe(40);
  });

  it('does not take an identical enquiry the list held before Submit for the one sent', () => {
    expect(findSentEnquiry([kept], sent, { knownIds: new Set([40]), sentAt })).toBeUndefined();
  });

  it.each([
    ['Reg', { Reg: 'YK19 HBM' }],
    ['Parts', { Parts: 'Rear brake pads' }],
    ['Notes', { Notes: '[NEXT DAY] Ceramic\n\n(Ford, Focus)' }],
  ])('does not take one with other %s', (_field, other) => {
    expect(
      findSentEnquiry([{ ...kept, ...other }], sent, { knownIds: new Set(), sentAt }),
    ).toBeUndefined();
  });

  it('takes the newest when the reply of two identical ones was lost', () => {
    const found = findSentEnquiry([kept, { ...kept, EnquiryId: 41 }], sent, {
      knownIds: new Set(),
      sentAt,
    });
    expect(found?.EnquiryId).toBe(41);
  });

  it('without the list from before, takes only one raised in the last ten minutes', () => {
    const at = (iso: string) => ({ ...kept, DatetimeCreated: iso });
    const lookup = { knownIds: undefined, sentAt };
    expect(findSentEnquiry([at('2026-03-14T09:20:00.000Z')], sent, lookup)).toBeDefined();
    expect(findSentEnquiry([at('2026-03-14T09:19:59.000Z')], sent, lookup)).toBeUndefined();
  });
});

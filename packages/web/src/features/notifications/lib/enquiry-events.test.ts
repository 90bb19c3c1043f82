import { describe, expect, it } from 'vitest';
import { makeEnquiry } from '../../../testing/make-enquiry.ts';
import { makeQuoteLine } from '../../../testing/make-quote-line.ts';
import { enquiryEvents, requoteEvents } from './enquiry-events.ts';

const eta = '2026-11-25T14:30:00.000Z';

describe('enquiryEvents', () => {
  it('finds a quote, a cancellation, a dispatch and new supplier messages', () => {
    const before = [
      makeEnquiry({ EnquiryId: 1, Reg: 'AB12 CDE', Status: 'Waiting' }),
      makeEnquiry({ EnquiryId: 2, Reg: 'FG34 HIJ', Status: 'Waiting' }),
      makeEnquiry({ EnquiryId: 3, Reg: 'KL56 MNO', Status: 'Garage Confirmed' }),
      makeEnquiry({ EnquiryId: 4, Reg: 'PQ78 RST', Status: 'Quoted', GarageUnread: 1 }),
    ];
    const after = [
      makeEnquiry({ EnquiryId: 1, Reg: 'AB12 CDE', Status: 'Quoted' }),
      makeEnquiry({ EnquiryId: 2, Reg: 'FG34 HIJ', Status: 'Cancelled' }),
      makeEnquiry({ EnquiryId: 3, Reg: 'KL56 MNO', Status: 'Ordered', Eta: eta }),
      makeEnquiry({ EnquiryId: 4, Reg: 'PQ78 RST', Status: 'Quoted', GarageUnread: 3 }),
    ];

    expect(enquiryEvents(before, after)).toEqual([
      { kind: 'quote', enquiryId: 1, reg: 'AB12 CDE' },
      { kind: 'cancellation', enquiryId: 2, reg: 'FG34 HIJ' },
      { kind: 'dispatch', enquiryId: 3, reg: 'KL56 MNO', eta },
      { kind: 'message', enquiryId: 4, reg: 'PQ78 RST', count: 2 },
    ]);
  });

  it('finds a dispatch when an Ordered enquiry gets its ETA, not before', () => {
    const ordered = makeEnquiry({ Status: 'Ordered', Eta: null });

    expect(enquiryEvents([makeEnquiry({ Status: 'Garage Confirmed' })], [ordered])).toEqual([]);
    expect(enquiryEvents([ordered], [{ ...ordered, Eta: eta }])).toEqual([
      { kind: 'dispatch', enquiryId: 1, reg: 'YK19 ABC', eta },
    ]);
  });

  it('finds nothing in what the garage did itself', () => {
    const quoted = makeEnquiry({
      EnquiryId: 1,
      Status: 'Quoted',
      MessageCount: 1,
      GarageUnread: 2,
    });
    const before = [quoted];
    const after = [
      // It ordered the quote, sent a message (the count rises, not its unread) and read two.
      { ...quoted, Status: 'Garage Confirmed' as const, MessageCount: 2, GarageUnread: 0 },
      // It raised an enquiry.
      makeEnquiry({ EnquiryId: 2, Status: 'Order' }),
    ];

    expect(enquiryEvents(before, after)).toEqual([]);
  });

  it('finds nothing in an unchanged list, nor in an enquiry new to it whatever its status', () => {
    const list = [makeEnquiry({ Status: 'Quoted', GarageUnread: 4 })];

    expect(enquiryEvents(list, list)).toEqual([]);
    expect(enquiryEvents([], list)).toEqual([]);
  });
});

describe('requoteEvents', () => {
  const quoted = makeEnquiry({ EnquiryId: 101, Reg: 'YK19 HBN', Status: 'Quoted' });
  const pads = makeQuoteLine({ ResponseDetailId: 9001 });
  const discs = makeQuoteLine({ ResponseDetailId: 9002, PartNumber: 'BD-FO-2210' });

  it('finds a quote of a Quoted enquiry whose lines changed', () => {
    expect(requoteEvents(quoted, [pads, discs], [pads])).toEqual([
      { kind: 'requote', enquiryId: 101, reg: 'YK19 HBN' },
    ]);
  });

  it('finds none in the first lines seen, the same quote, an order, or an enquiry not Quoted', () => {
    expect(requoteEvents(quoted, undefined, [pads])).toEqual([]);
    expect(requoteEvents(quoted, [pads], [{ ...pads }])).toEqual([]);
    expect(requoteEvents(quoted, [pads], [{ ...pads, Confirmed: 1 }])).toEqual([]);
    const ordered = { ...quoted, Status: 'Garage Confirmed' as const };
    expect(requoteEvents(ordered, [pads, discs], [pads])).toEqual([]);
    expect(requoteEvents(undefined, [pads, discs], [pads])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { makeEnquiry } from '../../../testing/make-enquiry.ts';
import {
  createdDateText,
  etaText,
  hasUnreadMessages,
  messageCountText,
} from './enquiry-card-text.ts';

describe('createdDateText', () => {
  it('is the local created day as DD/MM', () => {
    const created = new Date(2026, 0, 5, 23, 59).toISOString();
    expect(createdDateText(makeEnquiry({ DatetimeCreated: created }))).toBe('05/01');
  });

  it('reads DatetimeCreated, not Date', () => {
    const enquiry = makeEnquiry({
      DatetimeCreated: new Date(2026, 10, 30, 8, 0).toISOString(),
      Date: new Date(2026, 11, 2, 8, 0).toISOString(),
    });
    expect(createdDateText(enquiry)).toBe('30/11');
  });

  it('is null, not a throw, for a date that does not parse', () => {
    expect(createdDateText(makeEnquiry({ DatetimeCreated: 'garbage' }))).toBeNull();
  });
});

describe('etaText', () => {
  const eta = new Date(2026, 2, 16, 7, 5).toISOString();

  it('shows an Ordered enquiry ETA as DD/MM/YY HH:mm', () => {
    expect(etaText(makeEnquiry({ Status: 'Ordered', Eta: eta }))).toBe('16/03/26 07:05');
  });

  it('uses the 24-hour clock', () => {
    const evening = new Date(2026, 2, 16, 19, 45).toISOString();
    expect(etaText(makeEnquiry({ Status: 'Ordered', Eta: evening }))).toBe('16/03/26 19:45');
  });

  it('is absent for an Ordered enquiry without an ETA', () => {
    expect(etaText(makeEnquiry({ Status: 'Ordered', Eta: null }))).toBeNull();
    expect(etaText(makeEnquiry({ Status: 'Ordered', Eta: undefined }))).toBeNull();
    expect(etaText(makeEnquiry({ Status: 'Ordered', Eta: '' }))).toBeNull();
  });

  it.each(['Waiting', 'Order', 'Garage Confirmed', 'Quoted', 'Cancelled', 'Archived'] as const)(
    'is absent for a %s enquiry even with an ETA',
    (status) => {
      expect(etaText(makeEnquiry({ Status: status, Eta: eta }))).toBeNull();
    },
  );

  it('is null, not a throw, for an ETA that does not parse', () => {
    expect(etaText(makeEnquiry({ Status: 'Ordered', Eta: 'tomorrow' }))).toBeNull();
  });
});

describe('messageCountText', () => {
  it('is MessageCount/(GarageUnread)', () => {
    expect(messageCountText(makeEnquiry({ MessageCount: 12, GarageUnread: 3 }))).toBe('12/(3)');
    expect(messageCountText(makeEnquiry({ MessageCount: 0, GarageUnread: 0 }))).toBe('0/(0)');
  });
});

describe('hasUnreadMessages', () => {
  it('is true from one unread message', () => {
    expect(hasUnreadMessages(makeEnquiry({ MessageCount: 4, GarageUnread: 1 }))).toBe(true);
    expect(hasUnreadMessages(makeEnquiry({ MessageCount: 4, GarageUnread: 0 }))).toBe(false);
  });
});

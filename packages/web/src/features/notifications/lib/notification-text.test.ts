import { describe, expect, it } from 'vitest';
import type { EnquiryEvent } from './enquiry-events.ts';
import { eventText, summaryText, toastTexts } from './notification-text.ts';

const quote = (enquiryId: number): EnquiryEvent => ({
  kind: 'quote',
  enquiryId,
  reg: `REG ${enquiryId}`,
});
const message = (enquiryId: number, count: number): EnquiryEvent => ({
  kind: 'message',
  enquiryId,
  reg: `REG ${enquiryId}`,
  count,
});

describe('eventText', () => {
  it('names the registration and what happened', () => {
    // Local 14:30 on 25 November 2026.
    const eta = new Date(2026, 10, 25, 14, 30).toISOString();

    expect(eventText({ kind: 'quote', enquiryId: 1, reg: 'AB12 CDE' })).toBe(
      'AB12 CDE: quote received',
    );
    expect(eventText({ kind: 'requote', enquiryId: 1, reg: 'AB12 CDE' })).toBe(
      'AB12 CDE: quote updated',
    );
    expect(eventText(message(1, 1))).toBe('REG 1: new message');
    expect(eventText(message(1, 3))).toBe('REG 1: 3 new messages');
    expect(eventText({ kind: 'cancellation', enquiryId: 1, reg: 'AB12 CDE' })).toBe(
      'AB12 CDE: cancelled by the supplier',
    );
    expect(eventText({ kind: 'dispatch', enquiryId: 1, reg: 'AB12 CDE', eta })).toBe(
      'AB12 CDE: dispatched, ETA 25/11/26 14:30',
    );
    expect(eventText({ kind: 'dispatch', enquiryId: 1, reg: 'AB12 CDE', eta: 'soon' })).toBe(
      'AB12 CDE: dispatched',
    );
  });
});

describe('summaryText', () => {
  it('counts each kind, messages by message', () => {
    expect(summaryText([quote(1), message(2, 1), quote(3), message(4, 1), quote(5)])).toBe(
      '3 quotes and 2 messages',
    );
    expect(
      summaryText([
        { kind: 'dispatch', enquiryId: 1, reg: 'A', eta: '' },
        { kind: 'cancellation', enquiryId: 2, reg: 'B' },
        message(3, 2),
        quote(4),
      ]),
    ).toBe('1 quote, 2 messages, 1 cancellation and 1 dispatch');
    expect(summaryText([quote(1), quote(2), quote(3)])).toBe('3 quotes');
    expect(
      summaryText([
        message(1, 1),
        { kind: 'requote', enquiryId: 2, reg: 'B' },
        quote(3),
        { kind: 'requote', enquiryId: 4, reg: 'D' },
      ]),
    ).toBe('1 quote, 2 quote updates and 1 message');
  });
});

describe('toastTexts', () => {
  it('gives one toast an event up to two, and one summary from three on', () => {
    expect(toastTexts([quote(1), message(2, 4)])).toEqual([
      'REG 1: quote received',
      'REG 2: 4 new messages',
    ]);
    expect(toastTexts([quote(1), message(2, 4), quote(3)])).toEqual(['2 quotes and 4 messages']);
  });
});

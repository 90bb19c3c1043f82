import { describe, expect, it } from 'vitest';
import { globalEnquiriesWindow, myEnquiriesWindow } from './enquiry-windows.ts';

describe('myEnquiriesWindow', () => {
  it('runs from 36 days ago to tomorrow', () => {
    expect(myEnquiriesWindow(new Date(2026, 10, 22, 12, 0))).toEqual({
      StartDate: '2026-10-17',
      EndDate: '2026-11-23',
    });
  });

  it('uses the local calendar day at both ends of the day', () => {
    expect(myEnquiriesWindow(new Date(2026, 10, 22, 0, 0))).toEqual({
      StartDate: '2026-10-17',
      EndDate: '2026-11-23',
    });
    expect(myEnquiriesWindow(new Date(2026, 10, 22, 23, 59, 59))).toEqual({
      StartDate: '2026-10-17',
      EndDate: '2026-11-23',
    });
  });

  it('crosses month and year ends', () => {
    expect(myEnquiriesWindow(new Date(2026, 11, 31, 9, 0))).toEqual({
      StartDate: '2026-11-25',
      EndDate: '2027-01-01',
    });
    expect(myEnquiriesWindow(new Date(2027, 0, 3, 9, 0))).toEqual({
      StartDate: '2026-11-28',
      EndDate: '2027-01-04',
    });
  });
});

describe('globalEnquiriesWindow', () => {
  it('runs from 5 days ago to tomorrow', () => {
    expect(globalEnquiriesWindow(new Date(2026, 10, 22, 12, 0))).toEqual({
      StartDate: '2026-11-17',
      EndDate: '2026-11-23',
    });
  });

  it('counts 29 February in a leap year', () => {
    expect(globalEnquiriesWindow(new Date(2028, 2, 1, 8, 0))).toEqual({
      StartDate: '2028-02-25',
      EndDate: '2028-03-02',
    });
    expect(globalEnquiriesWindow(new Date(2028, 1, 28, 8, 0))).toEqual({
      StartDate: '2028-02-23',
      EndDate: '2028-02-29',
    });
  });
});

import type { Enquiry } from '@garage/api-types';

/** An enquiry with plausible values, overridden per test; dates are local times. */
export function makeEnquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    EnquiryId: 1,
    Reg: 'YK19 ABC',
    Parts: 'Front brake pads',
    Notes: '[SAME DAY] Please call before fitting',
    Status: 'Waiting',
    MessageCount: 0,
    GarageUnread: 0,
    DatetimeCreated: new Date(2026, 2, 14, 9, 30).toISOString(),
    Date: new Date(2026, 2, 14, 9, 30).toISOString(),
    Make: 'Ford',
    Model: 'Focus',
    Engine: null,
    GBox: null,
    Fuel: null,
    Document: null,
    Eta: null,
    ...overrides,
  };
}

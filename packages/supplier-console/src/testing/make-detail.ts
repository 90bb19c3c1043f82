import type { ConsoleEnquiry, EnquiryDetail } from '../lib/demo-types.ts';

/** An enquiry as the console lists it, Waiting unless told otherwise. */
export function makeEnquiry(overrides: Partial<ConsoleEnquiry> = {}): ConsoleEnquiry {
  return {
    EnquiryId: 102,
    GarageId: 1,
    GarageName: 'Kirkstall Road Garage',
    Reg: 'LS68 WKD',
    Parts: 'Oil filter, air filter',
    Notes: '',
    Status: 'Waiting',
    MessageCount: 0,
    GarageUnread: 0,
    Unanswered: 0,
    DatetimeCreated: '2026-03-10T09:00:00.000Z',
    Date: '2026-03-10T09:00:00.000Z',
    Make: 'Vauxhall',
    Model: 'Corsa',
    Engine: null,
    GBox: null,
    Fuel: null,
    Document: null,
    Eta: null,
    BlobStorageId: null,
    Consumables: false,
    Backordered: false,
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<ConsoleEnquiry> = {}): EnquiryDetail {
  return {
    Enquiry: makeEnquiry(overrides),
    Lines: [],
    Messages: [],
    Delivery: null,
    CantSupplyReason: null,
    CurrencyCode: 'GBP',
  };
}

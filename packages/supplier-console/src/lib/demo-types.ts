// The console's shapes as the client answers them (openapi-fetch's FetchResponse, over the
// types generated from openapi/mock-demo-api.yaml), so they follow the document.
import type { operations, paths } from '@garage/api-types/demo-api';
import type { FetchResponse } from 'openapi-fetch';

type Get<Path extends keyof paths> = NonNullable<
  FetchResponse<NonNullable<paths[Path]['get']>, object, `${string}/${string}`>['data']
>;

export type ConsoleEnquiry = Get<'/__demo/enquiries'>[number];
export type EnquiryStatus = ConsoleEnquiry['Status'];
export type EnquiryDetail = Get<'/__demo/enquiries/{EnquiryId}'>;
export type QuoteLine = EnquiryDetail['Lines'][number];
export type DemoMessage = EnquiryDetail['Messages'][number];
export type CataloguePart = Get<'/__demo/parts'>[number];
export type SimulatorState = Get<'/__demo/simulator'>;
export type Sandbox = Get<'/__demo/sandbox'>;
export type NewQuoteLine =
  operations['demoQuoteEnquiry']['requestBody']['content']['application/json']['Lines'][number];

/** Every status, in the order an enquiry moves through them. */
export const enquiryStatuses = [
  'Waiting',
  'Order',
  'Quoted',
  'Garage Confirmed',
  'Ordered',
  'Cancelled',
  'Archived',
] as const satisfies readonly EnquiryStatus[];

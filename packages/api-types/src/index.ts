// Named aliases of the generated schema types, so consumers write `Enquiry` rather than
// `components['schemas']['Enquiry']`. Nothing here is hand-written shape: every type is the
// generated one from openapi/supplier-api.yaml.
import type { components, operations, paths } from './generated/supplier-api.ts';

export type { components, operations, paths };

type Schemas = components['schemas'];

export type ErrorBody = Schemas['ErrorBody'];
export type TokenResponse = Schemas['TokenResponse'];
export type ActivationRequest = Schemas['ActivationRequest'];
export type CompanyInfo = Schemas['CompanyInfo'];
export type GarageUser = Schemas['GarageUser'];
export type CompanyLookupItem = Schemas['CompanyLookupItem'];
export type DeviceRegistration = Schemas['DeviceRegistration'];
export type EnquiryWindow = Schemas['EnquiryWindow'];
export type EnquiryStatus = Schemas['EnquiryStatus'];
export type Enquiry = Schemas['Enquiry'];
export type NewEnquiry = Schemas['NewEnquiry'];
export type QuoteLine = Schemas['QuoteLine'];
export type LineConfirmation = Schemas['LineConfirmation'];
export type Message = Schemas['Message'];
export type NewMessage = Schemas['NewMessage'];
export type CantSupplyRecord = Schemas['CantSupplyRecord'];
export type BackorderCheck = Schemas['BackorderCheck'];
export type StockRequest = Schemas['StockRequest'];
export type StockResponse = Schemas['StockResponse'];
export type StockRecord = Schemas['StockRecord'];
export type BranchStock = Schemas['BranchStock'];
export type PriceRecord = Schemas['PriceRecord'];
export type PartListEntry = Schemas['PartListEntry'];
export type Bulletin = Schemas['Bulletin'];
export type ReturnRecord = Schemas['ReturnRecord'];
export type ReturnedPart = Schemas['ReturnedPart'];
export type InTransitDelivery = Schemas['InTransitDelivery'];
export type DeliveredPart = Schemas['DeliveredPart'];
export type DriverLocation = Schemas['DriverLocation'];
export type LatLon = Schemas['LatLon'];

/** Every operationId of the supplier API. */
export type OperationId = keyof operations;

// Record schemas of the mock's store. Each API entity's schema is checked against the type
// generated from the OpenAPI document (schemas.test.ts), so the store cannot drift from the
// contract; the mock's own bookkeeping fields (who owns a record) are added beside it.
import { z } from 'zod';

const isoDateTime = z.iso.datetime({ offset: true });
const latLon = z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]);

export const enquiryStatusSchema = z.enum([
  'Waiting',
  'Order',
  'Garage Confirmed',
  'Ordered',
  'Quoted',
  'Cancelled',
  'Archived',
]);

export const enquirySchema = z.object({
  EnquiryId: z.int().min(1),
  Reg: z.string(),
  Parts: z.string(),
  Notes: z.string(),
  Status: enquiryStatusSchema,
  MessageCount: z.int().min(0),
  GarageUnread: z.int().min(0),
  DatetimeCreated: isoDateTime,
  Date: isoDateTime,
  Make: z.string().nullable(),
  Model: z.string().nullable(),
  Engine: z.string().nullable(),
  GBox: z.string().nullable(),
  Fuel: z.string().nullable(),
  Document: z.string().nullable(),
  Eta: isoDateTime.nullable().optional(),
  BlobStorageId: z.string().nullable().optional(),
});

export const quoteLineSchema = z.object({
  ResponseDetailId: z.int().min(1),
  ResponseHeaderId: z.int().min(1),
  EnquiryId: z.int().min(1),
  PartNumber: z.string(),
  Qty: z.int().min(1),
  UnitPrice: z.string().regex(/^\d+(\.\d{1,4})?$/),
  ResponseDetailNotes: z.string().nullable(),
  DeliveryDate: isoDateTime.nullable(),
  Confirmed: z.union([z.literal(0), z.literal(1)]),
  Document: z.string().nullable(),
});

export const messageSchema = z.object({
  MessageId: z.int().min(1),
  Text: z.string(),
  Datetime: isoDateTime,
  BlobStorageId: z.string().nullable(),
  Garage: z.boolean(),
  Factor: z.boolean(),
});

export const branchStockSchema = z.object({ Branch: z.string(), Stock: z.int().min(0) });

export const priceRecordSchema = z.object({ Part: z.string(), RRP: z.number().min(0) });

export const partListEntrySchema = z.object({ PartGroup: z.string(), PartList: z.string() });

export const bulletinSchema = z.object({
  BulletinId: z.int().min(1),
  Title: z.string(),
  ThumbnailPath: z.string(),
  FilePath: z.string().nullable(),
  ExpiryTime: isoDateTime,
  UploadedAt: isoDateTime,
});

export const returnRecordSchema = z.object({
  DateTime: isoDateTime,
  Parts: z.array(z.object({ PartNo: z.string(), Qty: z.int().min(1), Reason: z.string() })),
});

export const inTransitDeliverySchema = z.object({
  Document: z.array(z.string()).min(1),
  PartInfo: z.array(z.object({ Part: z.string(), Qty: z.int().min(1) })),
  Eta: z.int(),
  Date: isoDateTime,
  Loc: latLon,
  DriverLoc: z.array(z.object({ Location: latLon })).min(1),
  Depot: latLon.optional(),
});

export const deviceRegistrationSchema = z.object({
  DateTime: isoDateTime,
  DeviceId: z.uuid(),
  UserId: z.int().min(1),
  OneSignalId: z.uuid(),
  CompanyId: z.int().min(1),
  Acct: z.string().nullable(),
});

// The mock's own records: the supplier's back office behind the API.

export const companyRecordSchema = z.object({
  CompanyID: z.int().min(1),
  CompanyName: z.string(),
  CurrencyCode: z.string(),
  CompanyBrandingBlobStorageID: z.string(),
  ConnectPlusColor: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  /** False for a company whose API host is `none`: no tracking or returns. */
  HasApiHost: z.boolean(),
});

export const garageRecordSchema = z.object({
  GarageId: z.int().min(1),
  CompanyId: z.int().min(1),
  CustomerKeyCode: z.string().nullable(),
  FactorBranch: z.string(),
  GarageName: z.string(),
  Address: z.string(),
  CreatedDatetime: isoDateTime,
});

export const userRecordSchema = z.object({
  UserID: z.int().min(1),
  GarageId: z.int().min(1),
  GarageUserName: z.string(),
  LicenceCode: z.string().regex(/^\d{8}$/),
});

export const deviceRecordSchema = z.object({
  DeviceId: z.uuid(),
  UserID: z.int().min(1),
  Token: z.string(),
  /** Clock time the token was issued, in ms. */
  TokenIssuedAt: z.number(),
});

export const enquiryRecordSchema = enquirySchema.extend({
  GarageId: z.int().min(1),
  Backordered: z.boolean(),
  /** The flag the garage sent; the API's Enquiry has no such field, the back office keeps it. */
  Consumables: z.boolean().default(false),
});

export const messageRecordSchema = messageSchema.extend({ EnquiryId: z.int().min(1) });

export const cantSupplyRecordSchema = z.object({ EnquiryId: z.int().min(1), Reason: z.string() });

export const stockRecordSchema = branchStockSchema.extend({ Part: z.string() });

/** A part's RRP on a quote, under the quote's document (what getQuoDetails asks by). */
export const quotedPriceRecordSchema = priceRecordSchema.extend({ Document: z.string() });

export const partListRecordSchema = partListEntrySchema.extend({ GarageId: z.int().min(1) });

export const bulletinRecordSchema = bulletinSchema.extend({
  /** Null: shown to every customer account. */
  CustomerKeyCode: z.string().nullable(),
});

/** A return, under the customer account it was booked to. */
export const accountReturnRecordSchema = returnRecordSchema.extend({ CustomerKeyCode: z.string() });

// DriverLoc is not stored: it is where the van is at the clock's time, computed on read.
export const deliveryRecordSchema = inTransitDeliverySchema.omit({ DriverLoc: true }).extend({
  DeliveryId: z.int().min(1),
  CustomerKeyCode: z.string(),
  EnquiryId: z.int().min(1).nullable(),
  /** Where the van set off: the driver moves from here to Loc as the clock runs to Eta. */
  Depot: latLon,
  Delivered: z.boolean(),
});

/** A part the supplier lists, with its list prices; stock is read from the stock records. */
export const catalogueRecordSchema = z.object({
  PartNumber: z.string(),
  Description: z.string(),
  TradePrice: z.string().regex(/^\d+\.\d{2}$/),
  RRP: z.string().regex(/^\d+\.\d{2}$/),
});

export const binaryRecordSchema = z.object({
  /** Blob id (images read through the API) or public path (bulletin thumbnails and PDFs). */
  Key: z.string(),
  ContentType: z.string(),
  Bytes: z.instanceof(Uint8Array),
});

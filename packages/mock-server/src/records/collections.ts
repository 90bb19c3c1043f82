import { Collection } from '@msw/data';
import {
  accountReturnRecordSchema,
  binaryRecordSchema,
  bulletinRecordSchema,
  catalogueRecordSchema,
  cantSupplyRecordSchema,
  companyRecordSchema,
  deliveryRecordSchema,
  deviceRecordSchema,
  deviceRegistrationSchema,
  enquiryRecordSchema,
  garageRecordSchema,
  messageRecordSchema,
  partListRecordSchema,
  quoteLineSchema,
  quotedPriceRecordSchema,
  stockRecordSchema,
  userRecordSchema,
} from './schemas.ts';

/** Each collection's record schema, by name: one collection per entity. */
export const collectionSchemas = {
  companies: companyRecordSchema,
  garages: garageRecordSchema,
  users: userRecordSchema,
  devices: deviceRecordSchema,
  deviceRegistrations: deviceRegistrationSchema,
  enquiries: enquiryRecordSchema,
  quoteLines: quoteLineSchema,
  messages: messageRecordSchema,
  cantSupply: cantSupplyRecordSchema,
  stock: stockRecordSchema,
  prices: quotedPriceRecordSchema,
  partLists: partListRecordSchema,
  bulletins: bulletinRecordSchema,
  returns: accountReturnRecordSchema,
  deliveries: deliveryRecordSchema,
  images: binaryRecordSchema,
  assets: binaryRecordSchema,
  catalogue: catalogueRecordSchema,
};

type CollectionSchemas = typeof collectionSchemas;

/** The whole state of the mock supplier: a collection for each of `collectionSchemas`. */
export function createCollections() {
  return Object.fromEntries(
    Object.entries(collectionSchemas).map(([name, schema]) => [name, new Collection({ schema })]),
  ) as { [Name in keyof CollectionSchemas]: Collection<CollectionSchemas[Name]> };
}

export type Collections = ReturnType<typeof createCollections>;

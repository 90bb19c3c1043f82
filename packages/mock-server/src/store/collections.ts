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

/** One collection per entity; the whole state of the mock supplier. */
export function createCollections() {
  return {
    companies: new Collection({ schema: companyRecordSchema }),
    garages: new Collection({ schema: garageRecordSchema }),
    users: new Collection({ schema: userRecordSchema }),
    devices: new Collection({ schema: deviceRecordSchema }),
    deviceRegistrations: new Collection({ schema: deviceRegistrationSchema }),
    enquiries: new Collection({ schema: enquiryRecordSchema }),
    quoteLines: new Collection({ schema: quoteLineSchema }),
    messages: new Collection({ schema: messageRecordSchema }),
    cantSupply: new Collection({ schema: cantSupplyRecordSchema }),
    stock: new Collection({ schema: stockRecordSchema }),
    prices: new Collection({ schema: quotedPriceRecordSchema }),
    partLists: new Collection({ schema: partListRecordSchema }),
    bulletins: new Collection({ schema: bulletinRecordSchema }),
    returns: new Collection({ schema: accountReturnRecordSchema }),
    deliveries: new Collection({ schema: deliveryRecordSchema }),
    images: new Collection({ schema: binaryRecordSchema }),
    assets: new Collection({ schema: binaryRecordSchema }),
    catalogue: new Collection({ schema: catalogueRecordSchema }),
  };
}

export type Collections = ReturnType<typeof createCollections>;

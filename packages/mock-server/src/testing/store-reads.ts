import { Query } from '@msw/data';
import type { FastifyInstance } from 'fastify';

/** Reads of the store that many tests make, of whichever app `getApp` answers at the time. */
export function storeReads(getApp: () => FastifyInstance) {
  return {
    /** The stored enquiry; throws if there is none. */
    enquiry: (EnquiryId: number) =>
      getApp().world.db.enquiries.findFirst(new Query((record) => record.EnquiryId === EnquiryId), {
        strict: true,
      }),
    /** The enquiry's quote lines, by line id. */
    linesOf: (EnquiryId: number) =>
      getApp().world.db.quoteLines.findMany(new Query((record) => record.EnquiryId === EnquiryId), {
        orderBy: { ResponseDetailId: 'asc' },
      }),
  };
}

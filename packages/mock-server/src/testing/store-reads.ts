import type { FastifyInstance } from 'fastify';

/** Reads of the store that many tests make, of whichever app `getApp` answers at the time. */
export function storeReads(getApp: () => FastifyInstance) {
  return {
    /** The stored enquiry; throws if there is none. */
    enquiry: (EnquiryId: number) =>
      getApp().world.db.enquiries.findFirst((q) => q.where({ EnquiryId }), { strict: true }),
    /** The enquiry's quote lines, by line id. */
    linesOf: (EnquiryId: number) =>
      getApp().world.db.quoteLines.findMany((q) => q.where({ EnquiryId }), {
        orderBy: { ResponseDetailId: 'asc' },
      }),
  };
}

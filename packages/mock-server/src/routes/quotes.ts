import { SupplierError } from '../plugins/errors.ts';
import type { OperationHandlers } from '../lib/operation-handler.ts';

export const quotesHandlers: OperationHandlers<
  'getEnquiryResponses' | 'getQuoteDetails' | 'getPartStock' | 'confirmQuoteLines'
> = {
  async getEnquiryResponses() {
    throw new SupplierError(501, 'getEnquiryResponses is not built yet');
  },
  async getQuoteDetails() {
    throw new SupplierError(501, 'getQuoteDetails is not built yet');
  },
  async getPartStock() {
    throw new SupplierError(501, 'getPartStock is not built yet');
  },
  async confirmQuoteLines() {
    throw new SupplierError(501, 'confirmQuoteLines is not built yet');
  },
};

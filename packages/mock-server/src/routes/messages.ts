import { SupplierError } from '../plugins/errors.ts';
import type { OperationHandlers } from '../lib/operation-handler.ts';

export const messagesHandlers: OperationHandlers<'getEnquiryMessages' | 'sendMessage'> = {
  async getEnquiryMessages() {
    throw new SupplierError(501, 'getEnquiryMessages is not built yet');
  },
  async sendMessage() {
    throw new SupplierError(501, 'sendMessage is not built yet');
  },
};

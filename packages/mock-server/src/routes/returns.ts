import { SupplierError } from '../plugins/errors.ts';
import type { OperationHandlers } from '../lib/operation-handler.ts';

export const returnsHandlers: OperationHandlers<'getReturns'> = {
  async getReturns() {
    throw new SupplierError(501, 'getReturns is not built yet');
  },
};

import { SupplierError } from '../plugins/errors.ts';
import type { OperationHandlers } from '../lib/operation-handler.ts';

export const trackingHandlers: OperationHandlers<'getInTransit'> = {
  async getInTransit() {
    throw new SupplierError(501, 'getInTransit is not built yet');
  },
};

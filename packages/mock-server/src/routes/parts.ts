import { SupplierError } from '../plugins/errors.ts';
import type { OperationHandlers } from '../lib/operation-handler.ts';

export const partsHandlers: OperationHandlers<'getPartLists'> = {
  async getPartLists() {
    throw new SupplierError(501, 'getPartLists is not built yet');
  },
};

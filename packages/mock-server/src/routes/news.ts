import { SupplierError } from '../plugins/errors.ts';
import type { OperationHandlers } from '../lib/operation-handler.ts';

export const newsHandlers: OperationHandlers<'getBulletins'> = {
  async getBulletins() {
    throw new SupplierError(501, 'getBulletins is not built yet');
  },
};

import { SupplierError } from '../plugins/errors.ts';
import type { OperationHandlers } from '../lib/operation-handler.ts';

export const enquiriesHandlers: OperationHandlers<
  | 'getEnquiries'
  | 'getGlobalEnquiries'
  | 'createEnquiry'
  | 'getBackorderCheck'
  | 'getCantSupplyReasons'
> = {
  async getEnquiries() {
    throw new SupplierError(501, 'getEnquiries is not built yet');
  },
  async getGlobalEnquiries() {
    throw new SupplierError(501, 'getGlobalEnquiries is not built yet');
  },
  async createEnquiry() {
    throw new SupplierError(501, 'createEnquiry is not built yet');
  },
  async getBackorderCheck() {
    throw new SupplierError(501, 'getBackorderCheck is not built yet');
  },
  async getCantSupplyReasons() {
    throw new SupplierError(501, 'getCantSupplyReasons is not built yet');
  },
};

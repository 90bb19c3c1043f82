import type { OperationHandlers } from '../../lib/operation-handler.ts';
import { requireOwnAccount } from '../../lib/customer-account.ts';

export const returnsHandlers: OperationHandlers<'getReturns'> = {
  async getReturns(request) {
    const account = request.params.id;
    requireOwnAccount(request, account);
    return request.world.db.returns
      .findMany((q) => q.where({ CustomerKeyCode: account }))
      .map(({ DateTime, Parts }) => ({ DateTime, Parts }))
      .sort((a, b) => Date.parse(a.DateTime) - Date.parse(b.DateTime));
  },
};

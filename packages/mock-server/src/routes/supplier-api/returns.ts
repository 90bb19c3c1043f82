import { Query } from '@msw/data';
import type { operations } from '@garage/api-types';
import type { OperationHandlers } from '@garage/openapi-checks/handlers';
import { requireOwnAccount } from '../../lib/customer-account.ts';

export const returnsHandlers: OperationHandlers<operations, 'getReturns'> = {
  async getReturns(request) {
    const account = request.params.id;
    requireOwnAccount(request, account);
    return request.world.db.returns
      .findMany(new Query((record) => record.CustomerKeyCode === account))
      .map(({ DateTime, Parts }) => ({ DateTime, Parts }))
      .sort((a, b) => Date.parse(a.DateTime) - Date.parse(b.DateTime));
  },
};

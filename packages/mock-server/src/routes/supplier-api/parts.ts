import { Query } from '@msw/data';
import type { operations } from '@garage/api-types';
import type { OperationHandlers } from '@garage/openapi-checks/handlers';

export const partsHandlers: OperationHandlers<operations, 'getPartLists'> = {
  async getPartLists(request) {
    return request.world.db.partLists
      .findMany(new Query((record) => record.GarageId === request.caller.GarageId))
      .map(({ PartGroup, PartList }) => ({ PartGroup, PartList }));
  },
};

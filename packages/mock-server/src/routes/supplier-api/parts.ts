import type { OperationHandlers } from '../../lib/operation-handler.ts';

export const partsHandlers: OperationHandlers<'getPartLists'> = {
  async getPartLists(request) {
    return request.world.db.partLists
      .findMany((q) => q.where({ GarageId: request.caller.GarageId }))
      .map(({ PartGroup, PartList }) => ({ PartGroup, PartList }));
  },
};

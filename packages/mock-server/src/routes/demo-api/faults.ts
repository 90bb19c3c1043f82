import type { operations } from '@garage/api-types/demo-api';
// The demo API's fault rules: slow or failing supplier calls on demand. The rules are the
// world's (world/fault-rules.ts); plugins/infrastructure/faults.ts applies them to requests.
import { NotFoundError } from '../../domain/errors.ts';
import type { OperationHandlers } from '@garage/openapi-checks/handlers';

export const faultHandlers: OperationHandlers<
  operations,
  'demoListFaults' | 'demoAddFault' | 'demoRemoveFault' | 'demoClearFaults'
> = {
  async demoListFaults(request) {
    return request.world.faults.list();
  },

  async demoAddFault(request, reply) {
    reply.code(201);
    return request.world.faults.add(request.body);
  },

  async demoRemoveFault(request) {
    const { FaultId } = request.params;
    const removed = request.world.faults.remove(FaultId);
    if (!removed) throw new NotFoundError(`No fault rule ${FaultId}`);
    return removed;
  },

  async demoClearFaults(request) {
    return { cleared: request.world.faults.clear() };
  },
};

import type { operations } from '@garage/api-types/demo-api';
// The demo API's sandbox lifecycle (docs/demo-sandboxes.md): start and list sandboxes (hosted
// mode only), and read, reset or end the one a request is addressed to.
import { describeListed, describeWorld } from '../../sandboxes/describe.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import type { OperationHandlers } from '@garage/openapi-checks/handlers';

export const sandboxesOff = 'Sandboxes are off: start the mock with --sandboxes';

export const sandboxHandlers: OperationHandlers<
  operations,
  | 'demoCreateSandbox'
  | 'demoListSandboxes'
  | 'demoGetSandbox'
  | 'demoResetSandbox'
  | 'demoDeleteSandbox'
> = {
  async demoCreateSandbox(request, reply) {
    if (!request.server.sandboxes) throw new NotFoundError(sandboxesOff);
    return request.server.startSandbox(request, reply, request.body ?? {});
  },

  async demoListSandboxes(request) {
    const registry = request.server.sandboxes;
    if (!registry) throw new NotFoundError(sandboxesOff);
    // Ids are what admits a visitor to a sandbox: no visitor inside one lists the others.
    if (request.world.id !== null) {
      throw new NotFoundError('The sandboxes are listed only at /__demo/sandboxes');
    }
    return (await registry.list()).map((listed) => describeListed(request, listed));
  },

  async demoGetSandbox(request) {
    return describeWorld(request, request.world);
  },

  async demoResetSandbox(request) {
    await request.world.reset();
    return describeWorld(request, request.world);
  },

  async demoDeleteSandbox(request) {
    const { id } = request.world;
    if (id === null) throw new ConflictError('The default sandbox cannot be ended');
    await request.server.sandboxes?.end(id);
    return { success: true };
  },
};

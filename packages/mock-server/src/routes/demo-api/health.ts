// Liveness and readiness (openapi/mock-demo-api.yaml, tag health): for a balancer, Docker's
// HEALTHCHECK or Kubernetes' probes (docs/demo-sandboxes.md, "Running it in production").
import type { operations } from '@garage/api-types/demo-api';
import type { OperationHandlers } from '@garage/openapi-checks/handlers';
import { UnavailableError } from '../../domain/errors.ts';

export const healthHandlers: OperationHandlers<operations, 'demoHealth' | 'demoReady'> = {
  async demoHealth() {
    return { status: 'alive' };
  },

  async demoReady(request) {
    const { server } = request;
    const problem = server.draining
      ? 'This mock process is stopping: send new requests to another'
      : await server.sandboxes?.notReadyBecause();
    if (problem) throw new UnavailableError(problem);
    return { status: 'ready' };
  },
};

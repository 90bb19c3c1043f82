// The demo API: the supplier's back office and a test harness under /__demo, from its own
// OpenAPI document (openapi/mock-demo-api.yaml) so its input is checked like the supplier API's
// before a handler runs. Handlers by operationId, one file per area in routes/demo-api/. It needs
// no token, so it is only ever served when the app is built with demoApi: true.
import type { DemoOperationId, operations } from '@garage/api-types/demo-api';
import { loadOpenApiDocument, mockDemoApiPath } from '@garage/api-types/openapi';
import fp from 'fastify-plugin';
import { enquiryHandlers } from './enquiries.ts';
import { faultHandlers } from './faults.ts';
import { healthHandlers } from './health.ts';
import { messageHandlers } from './messages.ts';
import { partHandlers } from './parts.ts';
import type { OperationHandlers } from '@garage/openapi-checks/handlers';
import { sandboxHandlers } from './sandboxes.ts';
import { savedDemoHandlers } from './saved-demos.ts';
import { simulatorHandlers } from './simulator.ts';
import { storeHandlers } from './store.ts';

/**
 * Every operation of openapi/mock-demo-api.yaml: the compiler refuses a missing one, and so
 * does registerOperations.
 */
export const demoHandlers: OperationHandlers<operations, DemoOperationId> = {
  ...storeHandlers,
  ...enquiryHandlers,
  ...messageHandlers,
  ...partHandlers,
  ...faultHandlers,
  ...simulatorHandlers,
  ...sandboxHandlers,
  ...savedDemoHandlers,
  ...healthHandlers,
};

export const demoApiPlugin = fp(
  async (app) => {
    app.registerOperations(await loadOpenApiDocument(mockDemoApiPath), { handlers: demoHandlers });
  },
  { name: 'demo-api', dependencies: ['contract', 'sandboxes', 'auth', 'health'] },
);

// Handlers of the demo console (openapi/mock-demo-api.yaml), by operationId, one file per area
// in routes/demo/. Input has been checked against that document before a handler runs.
import type { DemoOperationId } from '@garage/api-types/demo';
import { enquiryHandlers } from './demo/enquiries.ts';
import { faultHandlers } from './demo/faults.ts';
import { messageHandlers } from './demo/messages.ts';
import { partHandlers } from './demo/parts.ts';
import type { Handler } from './demo/shared.ts';
import { simulatorHandlers } from './demo/simulator.ts';
import { storeHandlers } from './demo/store.ts';

/**
 * Every operation of openapi/mock-demo-api.yaml: the compiler refuses a missing one, and so
 * does registerOperations.
 */
export const demoHandlers: { [Id in DemoOperationId]: Handler<Id> } = {
  ...storeHandlers,
  ...enquiryHandlers,
  ...messageHandlers,
  ...partHandlers,
  ...faultHandlers,
  ...simulatorHandlers,
};

// The mock's demo API (openapi/mock-demo-api.yaml): its generated types, and named aliases
// of the shapes the mock and the browser tests pass around. Nothing here is hand-written
// shape. Apart from the supplier's types (./index.ts): the demo API is no part of its contract.
import type { components, operations, paths } from './generated/mock-demo-api.ts';

export type { operations, paths };

type Schemas = components['schemas'];

export type DemoNewEnquiry = Schemas['DemoNewEnquiry'];
/** A fault rule as the demo API takes it: a path pattern and at least one of the other three. */
export type NewFaultRule = Schemas['NewFaultRule'];
export type FaultRule = Schemas['FaultRule'];
export type Licence = Schemas['Licence'];
export type Sandbox = Schemas['Sandbox'];
/** One sandbox's whole state as a document, to start sandboxes from. */
export type SavedDemo = Schemas['SavedDemo'];

/** Every operationId of the demo API. */
export type DemoOperationId = keyof operations;

// What the demo API's handlers share: their types, generated from the demo API's document
// (packages/api-types/src/generated/mock-demo-api.ts), and the enquiry checks a schema cannot
// make (does the enquiry exist, may it change), all made before the store is touched.
import type { DemoOperationId, operations } from '@garage/api-types/demo-api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SupplierError } from '../../plugins/infrastructure/errors.ts';
import type { EnquiryRecord } from '../../store/records.ts';

type JsonOf<Part> = Part extends { content: { 'application/json': infer Body } } ? Body : unknown;
type Responses<Id extends DemoOperationId> = operations[Id]['responses'];
type Answer<Id extends DemoOperationId> = {
  [Status in keyof Responses<Id>]: Status extends 200 | 201 ? JsonOf<Responses<Id>[Status]> : never;
}[keyof Responses<Id>];
type DemoRequest<Id extends DemoOperationId> = FastifyRequest<{
  Params: operations[Id]['parameters']['path'];
  Querystring: NonNullable<operations[Id]['parameters']['query']>;
  Body: JsonOf<operations[Id]['requestBody']>;
}>;

/** One operation's handler: its path parameters, query, body and answer are the document's. */
export type Handler<Id extends DemoOperationId> = (
  request: DemoRequest<Id>,
  reply: FastifyReply,
) => Promise<Answer<Id>>;

/** A group of handlers, by operationId. */
export type Handlers<Id extends DemoOperationId> = { [Key in Id]: Handler<Key> };

export function findEnquiry(
  request: FastifyRequest<{ Params: { EnquiryId: number } }>,
): EnquiryRecord {
  const { EnquiryId } = request.params;
  const enquiry = request.world.db.enquiries.findFirst((q) => q.where({ EnquiryId }));
  if (!enquiry) throw new SupplierError(404, `No enquiry ${EnquiryId}`);
  return enquiry;
}

export function requireStatus(
  enquiry: EnquiryRecord,
  allowed: EnquiryRecord['Status'][],
  action: string,
): void {
  if (!allowed.includes(enquiry.Status)) {
    throw new SupplierError(
      409,
      `Enquiry ${enquiry.EnquiryId} is ${enquiry.Status}; only ${allowed.join(', ')} can be ${action}`,
    );
  }
}

// What the demo API's handlers share: the enquiry checks a schema cannot make (does the
// enquiry exist, may it change), made before the store is touched. Their type is
// OperationHandlers (@garage/openapi-checks/handlers) over the demo API's generated operations.
import { Query } from '@msw/data';
import type { FastifyRequest } from 'fastify';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import type { EnquiryRecord } from '../../records/record-types.ts';

export function findEnquiry(
  request: FastifyRequest<{ Params: { EnquiryId: number } }>,
): EnquiryRecord {
  const { EnquiryId } = request.params;
  const enquiry = request.world.db.enquiries.findFirst(
    new Query((record) => record.EnquiryId === EnquiryId),
  );
  if (!enquiry) throw new NotFoundError(`No enquiry ${EnquiryId}`);
  return enquiry;
}

export function requireStatus(
  enquiry: EnquiryRecord,
  allowed: EnquiryRecord['Status'][],
  action: string,
): void {
  if (!allowed.includes(enquiry.Status)) {
    throw new ConflictError(
      `Enquiry ${enquiry.EnquiryId} is ${enquiry.Status}; only ${allowed.join(', ')} can be ${action}`,
    );
  }
}

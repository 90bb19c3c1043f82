import { Query } from '@msw/data';
import type { BranchStock, LineConfirmation, operations } from '@garage/api-types';
import type { FastifyRequest } from 'fastify';
import { InvalidInputError, NotFoundError } from '../../domain/errors.ts';
import type { OperationHandlers } from '@garage/openapi-checks/handlers';
import { confirmQuoteLines } from '../../domain/quotes.ts';
import { findOwnEnquiry, ownEnquiry } from '../../lib/enquiry-access.ts';
import type { EnquiryRecord, QuoteLineRecord } from '../../records/record-types.ts';

type Order = { line: QuoteLineRecord; enquiry: EnquiryRecord; Qty: number };

/**
 * One confirmation checked against its quote line, changing nothing. A line that is missing,
 * another garage's, or on another enquiry than the first line's is not found on the enquiry
 * being confirmed (404); a line that is found but contradicted by the body is a 400.
 */
function checkedOrder(
  request: Pick<FastifyRequest, 'world' | 'caller'>,
  confirmation: LineConfirmation,
  index: number,
  earlier: readonly Order[],
): Order {
  const at = `body/${index}`;
  const id = confirmation.ResponseDetailID;
  if (earlier.some((order) => order.line.ResponseDetailId === id)) {
    throw new InvalidInputError(`${at}/ResponseDetailID repeats quote line ${id}`);
  }
  const line = request.world.db.quoteLines.findFirst(
    new Query((record) => record.ResponseDetailId === id),
  );
  const enquiry = line && findOwnEnquiry(request, line.EnquiryId);
  if (!line || !enquiry) throw new NotFoundError(`${at}/ResponseDetailID: no quote line ${id}`);
  const [first] = earlier;
  if (first && first.enquiry.EnquiryId !== enquiry.EnquiryId) {
    throw new NotFoundError(
      `${at}/ResponseDetailID: enquiry ${first.enquiry.EnquiryId} has no quote line ${id}`,
    );
  }
  if (confirmation.ResponseHeaderID !== line.ResponseHeaderId) {
    throw new InvalidInputError(`${at}/ResponseHeaderID does not match quote line ${id}`);
  }
  if (confirmation.EnquiryID !== line.EnquiryId) {
    throw new InvalidInputError(`${at}/EnquiryID does not match quote line ${id}`);
  }
  if (confirmation.UserID !== request.caller.UserID) {
    throw new InvalidInputError(`${at}/UserID must be the caller’s own UserID`);
  }
  if (confirmation.Qty > line.Qty) {
    throw new InvalidInputError(`${at}/Qty must be at most the quoted ${line.Qty}`);
  }
  return { line, enquiry, Qty: confirmation.Qty };
}

export const quotesHandlers: OperationHandlers<
  operations,
  'getEnquiryResponses' | 'getQuoteDetails' | 'getPartStock' | 'confirmQuoteLines'
> = {
  async getEnquiryResponses(request) {
    const { EnquiryId } = ownEnquiry(request, request.params.id);
    return request.world.db.quoteLines.findMany(
      new Query((record) => record.EnquiryId === EnquiryId),
      {
        orderBy: { ResponseDetailId: 'asc' },
      },
    );
  },

  async getQuoteDetails(request) {
    const { db } = request.world;
    const { document } = request.query;
    const ownDocument = db.enquiries.findFirst(
      new Query(
        (record) => record.GarageId === request.caller.GarageId && record.Document === document,
      ),
    );
    // Another garage's prices answer like an unknown document: nothing to show, nothing leaked.
    if (!ownDocument) return [];
    return db.prices
      .findMany(new Query((record) => record.Document === document))
      .map(({ Part, RRP }) => ({ Part, RRP }));
  },

  async getPartStock(request) {
    const parts = [...new Set(request.body.parts)];
    const branches = new Map(parts.map((part) => [part, [] as BranchStock[]]));
    // One pass over the stock for all the parts asked for: this call is on the quote screen's hot path.
    for (const { Part, Branch, Stock } of request.world.db.stock.findMany(
      new Query((row) => branches.has(row.Part)),
    )) {
      branches.get(Part)?.push({ Branch, Stock });
    }
    return { data: parts.map((Part) => ({ Part, Branches: branches.get(Part) ?? [] })) };
  },

  async confirmQuoteLines(request) {
    const { db, clock } = request.world;
    const orders: Order[] = [];
    for (const [index, confirmation] of request.body.entries()) {
      orders.push(checkedOrder(request, confirmation, index, orders));
    }
    const notQuoted = orders.find(({ enquiry }) => enquiry.Status !== 'Quoted')?.enquiry;
    if (notQuoted) {
      throw new InvalidInputError(
        `enquiry ${notQuoted.EnquiryId} is ${notQuoted.Status}, not Quoted`,
      );
    }

    await confirmQuoteLines(db, orders, { branch: request.caller.FactorBranch, now: clock.now() });
    return { success: true };
  },
};

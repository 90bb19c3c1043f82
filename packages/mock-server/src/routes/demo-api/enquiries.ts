import { Query } from '@msw/data';
import type { operations } from '@garage/api-types/demo-api';
// The demo API's enquiry operations: the back office's view of every garage's enquiries, and
// the supplier's changes to them (quote, cancel, back-order, dispatch, deliver).
import type { World } from '../../world/world.ts';
import { ConflictError, InvalidInputError, NotFoundError } from '../../domain/errors.ts';
import { deliver, dispatchEnquiry } from '../../domain/deliveries.ts';
import { cancelEnquiry, raiseEnquiry, setBackorder } from '../../domain/enquiries.ts';
import { linesOf, quoteEnquiry } from '../../domain/quotes.ts';
import type { EnquiryRecord, MessageRecord } from '../../records/record-types.ts';
import { findEnquiry, requireStatus } from './shared.ts';
import type { OperationHandlers } from '@garage/openapi-checks/handlers';

const byTime = (a: MessageRecord, b: MessageRecord) =>
  Date.parse(a.Datetime) - Date.parse(b.Datetime) || a.MessageId - b.MessageId;

/** The garage's messages after the supplier's latest; all of them when it never wrote. */
function unanswered(thread: readonly MessageRecord[]): number {
  const sorted = [...thread].sort(byTime);
  const lastSupplier = sorted.findLastIndex((message) => !message.Garage);
  return sorted.slice(lastSupplier + 1).filter((message) => message.Garage).length;
}

/** Builds ConsoleEnquiries, reading the garages and the messages once for a whole list. */
function consoleEnquiries({ db }: World) {
  const garageNames = new Map(db.garages.all().map((g) => [g.GarageId, g.GarageName]));
  const threads = new Map<number, MessageRecord[]>();
  for (const message of db.messages.all()) {
    const thread = threads.get(message.EnquiryId);
    if (thread) thread.push(message);
    else threads.set(message.EnquiryId, [message]);
  }
  return (enquiry: EnquiryRecord) => ({
    ...enquiry,
    GarageName: garageNames.get(enquiry.GarageId) ?? '',
    Unanswered: unanswered(threads.get(enquiry.EnquiryId) ?? []),
  });
}

export const enquiryHandlers: OperationHandlers<
  operations,
  | 'demoListEnquiries'
  | 'demoGetEnquiry'
  | 'demoCreateEnquiry'
  | 'demoQuoteEnquiry'
  | 'demoCancelEnquiry'
  | 'demoSetBackorder'
  | 'demoDispatchEnquiry'
  | 'demoDeliver'
> = {
  async demoListEnquiries(request) {
    const { db } = request.world;
    const { GarageId, Status } = request.query;
    if (
      GarageId !== undefined &&
      !db.garages.findFirst(new Query((record) => record.GarageId === GarageId))
    ) {
      throw new NotFoundError(`querystring/GarageId names no garage: ${GarageId}`);
    }
    const listed = db.enquiries.findMany(
      new Query(
        (record) =>
          (GarageId === undefined || record.GarageId === GarageId) &&
          (Status === undefined || record.Status === Status),
      ),
    );
    listed.sort(
      (a, b) =>
        Date.parse(b.DatetimeCreated) - Date.parse(a.DatetimeCreated) || b.EnquiryId - a.EnquiryId,
    );
    return listed.map(consoleEnquiries(request.world));
  },

  async demoGetEnquiry(request) {
    const { db } = request.world;
    const enquiry = findEnquiry(request);
    const { EnquiryId } = enquiry;
    const lines = linesOf(db, EnquiryId).sort((a, b) => a.ResponseDetailId - b.ResponseDetailId);
    const messages = db.messages
      .findMany(new Query((record) => record.EnquiryId === EnquiryId))
      .sort(byTime);
    // A re-dispatched enquiry has more than one delivery: the latest is the one on its way.
    const [delivery] = db.deliveries
      .findMany(new Query((record) => record.EnquiryId === EnquiryId))
      .sort((a, b) => b.DeliveryId - a.DeliveryId);
    const reasons = db.cantSupply.findMany(new Query((record) => record.EnquiryId === EnquiryId));
    const garage = db.garages.findFirst(
      new Query((record) => record.GarageId === enquiry.GarageId),
    );
    const company =
      garage &&
      db.companies.findFirst(new Query((record) => record.CompanyID === garage.CompanyId));
    return {
      Enquiry: consoleEnquiries(request.world)(enquiry),
      Lines: lines,
      Messages: messages,
      Delivery: delivery ?? null,
      CantSupplyReason: reasons.at(-1)?.Reason ?? null,
      // The console shows the quote's prices in the garage's currency (an Irish garage's in €).
      CurrencyCode: company?.CurrencyCode ?? 'GBP',
    };
  },

  async demoCreateEnquiry(request, reply) {
    const { db, clock } = request.world;
    const { GarageId } = request.params;
    if (!db.garages.findFirst(new Query((record) => record.GarageId === GarageId))) {
      throw new NotFoundError(`No garage ${GarageId}`);
    }
    const { body } = request;
    const enquiry = await raiseEnquiry(
      db,
      {
        GarageId,
        Reg: body.Reg.toUpperCase(),
        Parts: body.Parts,
        Notes: body.Notes ?? '',
        Status: body.Status ?? 'Waiting',
        Make: body.Make,
        Model: body.Model,
        Engine: body.Engine,
        GBox: body.GBox,
        Fuel: body.Fuel,
      },
      clock.now(),
    );
    reply.code(201);
    return enquiry;
  },

  async demoQuoteEnquiry(request) {
    const enquiry = findEnquiry(request);
    requireStatus(enquiry, ['Waiting', 'Order', 'Quoted'], 'quoted');
    const now = request.world.clock.now();
    request.body.Lines.forEach(({ DeliveryDate }, index) => {
      if (DeliveryDate && Date.parse(DeliveryDate) < now) {
        throw new InvalidInputError(
          `body/Lines/${index}/DeliveryDate must not be before the mock's clock (${new Date(now).toISOString()})`,
        );
      }
    });
    const result = await quoteEnquiry(request.world.db, enquiry, request.body.Lines, {
      confirmed: false,
    });
    return { Enquiry: result.enquiry, Lines: result.lines };
  },

  async demoCancelEnquiry(request) {
    const enquiry = findEnquiry(request);
    requireStatus(enquiry, ['Waiting', 'Order', 'Quoted', 'Garage Confirmed'], 'cancelled');
    return cancelEnquiry(request.world.db, enquiry, request.body.Reason);
  },

  async demoSetBackorder(request) {
    return setBackorder(request.world.db, findEnquiry(request), request.body.Backordered);
  },

  async demoDispatchEnquiry(request) {
    const { db, clock } = request.world;
    const enquiry = findEnquiry(request);
    requireStatus(enquiry, ['Waiting', 'Order', 'Quoted', 'Garage Confirmed'], 'dispatched');
    if (linesOf(db, enquiry.EnquiryId).length === 0) {
      throw new ConflictError(`Enquiry ${enquiry.EnquiryId} has no quote lines to dispatch`);
    }
    const result = await dispatchEnquiry(db, enquiry, clock.now());
    return { Enquiry: result.enquiry, Delivery: result.delivery };
  },

  async demoDeliver(request) {
    const { db } = request.world;
    const { DeliveryId } = request.params;
    const delivery = db.deliveries.findFirst(
      new Query((record) => record.DeliveryId === DeliveryId),
    );
    if (!delivery) throw new NotFoundError(`No delivery ${DeliveryId}`);
    return deliver(db, delivery);
  },
};

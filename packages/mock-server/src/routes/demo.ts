// Handlers of the demo console (openapi/mock-demo-api.yaml), by operationId. Input has been
// checked against that document before a handler runs; the checks here are the ones a schema
// cannot make (does the enquiry exist, may it change), all made before the store is touched.
import type { DemoOperationId, operations } from '@garage/api-types/demo';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { nextId, storeEnquiryImage } from '../lib/enquiry-access.ts';
import { SupplierError } from '../plugins/errors.ts';
import {
  cancelEnquiry,
  deliver,
  dispatchEnquiry,
  linesOf,
  postSupplierMessage,
  quoteEnquiry,
  type EnquiryRecord,
} from '../simulator/supplier.ts';
import { failingLicenceCode } from '../store/seed-fixtures.ts';

// Each handler's path parameters, body and answer are its operation's, as generated from the
// document (packages/api-types/src/generated/mock-demo-api.ts).
type JsonOf<Part> = Part extends { content: { 'application/json': infer Body } } ? Body : unknown;
type Responses<Id extends DemoOperationId> = operations[Id]['responses'];
type Answer<Id extends DemoOperationId> = {
  [Status in keyof Responses<Id>]: Status extends 200 | 201 ? JsonOf<Responses<Id>[Status]> : never;
}[keyof Responses<Id>];
type DemoRequest<Id extends DemoOperationId> = FastifyRequest<{
  Params: operations[Id]['parameters']['path'];
  Body: JsonOf<operations[Id]['requestBody']>;
}>;
type Handler<Id extends DemoOperationId> = (
  request: DemoRequest<Id>,
  reply: FastifyReply,
) => Promise<Answer<Id>>;

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function findEnquiry(request: FastifyRequest<{ Params: { EnquiryId: number } }>): EnquiryRecord {
  const { EnquiryId } = request.params;
  const enquiry = request.server.db.enquiries.findFirst((q) => q.where({ EnquiryId }));
  if (!enquiry) throw new SupplierError(404, `No enquiry ${EnquiryId}`);
  return enquiry;
}

function requireStatus(
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

const demoResetStore: Handler<'demoResetStore'> = async (request) => {
  await request.server.resetStore();
  request.server.simulator?.restart();
  return { success: true };
};

const demoListLicences: Handler<'demoListLicences'> = async (request) => {
  const { db } = request.server;
  const licences = db.users.all().map((user) => ({
    LicenceCode: user.LicenceCode,
    Fails: false,
    UserID: user.UserID,
    GarageUserName: user.GarageUserName,
    GarageName:
      db.garages.findFirst((q) => q.where({ GarageId: user.GarageId }))?.GarageName ?? null,
  }));
  return [
    ...licences,
    {
      LicenceCode: failingLicenceCode,
      Fails: true,
      UserID: null,
      GarageUserName: null,
      GarageName: null,
    },
  ];
};

const demoAdvanceClock: Handler<'demoAdvanceClock'> = async (request) => {
  const { clock } = request.server;
  clock.advance(request.body.ms);
  const nowMs = clock.now();
  return { now: new Date(nowMs).toISOString(), nowMs };
};

const demoSetClock: Handler<'demoSetClock'> = async (request) => {
  const { clock } = request.server;
  clock.set(Date.parse(request.body.at));
  const nowMs = clock.now();
  await request.server.resetStore(nowMs);
  request.server.simulator?.restart();
  return { now: new Date(nowMs).toISOString(), nowMs };
};

const demoExpireTokens: Handler<'demoExpireTokens'> = async (request) => {
  await request.server.expireAllTokens();
  return { success: true };
};

const demoCreateEnquiry: Handler<'demoCreateEnquiry'> = async (request, reply) => {
  const { db, clock } = request.server;
  const { GarageId } = request.params;
  if (!db.garages.findFirst((q) => q.where({ GarageId }))) {
    throw new SupplierError(404, `No garage ${GarageId}`);
  }
  const { body } = request;
  const now = new Date(clock.now()).toISOString();
  const enquiry = await db.enquiries.create({
    EnquiryId: nextId(db.enquiries.all(), 'EnquiryId'),
    GarageId,
    Reg: body.Reg.toUpperCase(),
    Parts: body.Parts,
    Notes: body.Notes ?? '',
    Status: body.Status ?? 'Waiting',
    MessageCount: 0,
    GarageUnread: 0,
    DatetimeCreated: now,
    Date: now,
    Make: body.Make ?? null,
    Model: body.Model ?? null,
    Engine: body.Engine ?? null,
    GBox: body.GBox ?? null,
    Fuel: body.Fuel ?? null,
    Document: null,
    Eta: null,
    BlobStorageId: null,
    Backordered: false,
  });
  reply.code(201);
  return enquiry;
};

const demoQuoteEnquiry: Handler<'demoQuoteEnquiry'> = async (request) => {
  const enquiry = findEnquiry(request);
  requireStatus(enquiry, ['Waiting', 'Order', 'Quoted'], 'quoted');
  const result = await quoteEnquiry(request.server.db, enquiry, request.body.Lines, {
    confirmed: false,
  });
  return { Enquiry: result.enquiry, Lines: result.lines };
};

const demoSendSupplierMessage: Handler<'demoSendSupplierMessage'> = async (request, reply) => {
  const { db, clock } = request.server;
  const enquiry = findEnquiry(request);
  const { Text, Image, BlobStorageId } = request.body;
  if (Image !== undefined && BlobStorageId !== undefined) {
    throw new SupplierError(400, 'body must not have both Image and BlobStorageId');
  }
  if (Text === '' && Image === undefined && BlobStorageId === undefined) {
    throw new SupplierError(400, 'body/Text must not be empty without an image');
  }
  const png = Image === undefined ? undefined : Buffer.from(Image, 'base64');
  if (png && !png.subarray(0, pngSignature.length).equals(pngSignature)) {
    throw new SupplierError(400, 'body/Image must be a base64 PNG');
  }
  if (BlobStorageId !== undefined && !db.images.findFirst((q) => q.where({ Key: BlobStorageId }))) {
    throw new SupplierError(400, `body/BlobStorageId names no stored image: ${BlobStorageId}`);
  }

  const imageId = png
    ? await storeEnquiryImage(db, enquiry.EnquiryId, {
        contentType: 'image/png',
        bytes: new Uint8Array(png),
      })
    : (BlobStorageId ?? null);
  const message = await postSupplierMessage(
    db,
    enquiry,
    { Text, BlobStorageId: imageId },
    clock.now(),
  );
  reply.code(201);
  return message;
};

const demoCancelEnquiry: Handler<'demoCancelEnquiry'> = async (request) => {
  const enquiry = findEnquiry(request);
  requireStatus(enquiry, ['Waiting', 'Order', 'Quoted', 'Garage Confirmed'], 'cancelled');
  return cancelEnquiry(request.server.db, enquiry, request.body.Reason);
};

const demoSetBackorder: Handler<'demoSetBackorder'> = async (request) => {
  const enquiry = findEnquiry(request);
  const updated = await request.server.db.enquiries.update(enquiry, {
    data(record) {
      record.Backordered = request.body.Backordered;
    },
  });
  if (!updated) throw new Error(`Enquiry ${enquiry.EnquiryId} vanished from the store`);
  return updated;
};

const demoDispatchEnquiry: Handler<'demoDispatchEnquiry'> = async (request) => {
  const { db, clock } = request.server;
  const enquiry = findEnquiry(request);
  requireStatus(enquiry, ['Waiting', 'Order', 'Quoted', 'Garage Confirmed'], 'dispatched');
  if (linesOf(db, enquiry.EnquiryId).length === 0) {
    throw new SupplierError(409, `Enquiry ${enquiry.EnquiryId} has no quote lines to dispatch`);
  }
  const result = await dispatchEnquiry(db, enquiry, clock.now());
  return { Enquiry: result.enquiry, Delivery: result.delivery };
};

const demoDeliver: Handler<'demoDeliver'> = async (request) => {
  const { db } = request.server;
  const { DeliveryId } = request.params;
  const delivery = db.deliveries.findFirst((q) => q.where({ DeliveryId }));
  if (!delivery) throw new SupplierError(404, `No delivery ${DeliveryId}`);
  return deliver(db, delivery);
};

const demoListFaults: Handler<'demoListFaults'> = async (request) => request.server.faults.list();

const demoAddFault: Handler<'demoAddFault'> = async (request, reply) => {
  reply.code(201);
  return request.server.faults.add(request.body);
};

const demoClearFaults: Handler<'demoClearFaults'> = async (request) => ({
  cleared: request.server.faults.clear(),
});

/**
 * Every operation of openapi/mock-demo-api.yaml: the compiler refuses a missing one, and so
 * does registerOperations.
 */
export const demoHandlers: { [Id in DemoOperationId]: Handler<Id> } = {
  demoResetStore,
  demoListLicences,
  demoAdvanceClock,
  demoSetClock,
  demoExpireTokens,
  demoCreateEnquiry,
  demoQuoteEnquiry,
  demoSendSupplierMessage,
  demoCancelEnquiry,
  demoSetBackorder,
  demoDispatchEnquiry,
  demoDeliver,
  demoListFaults,
  demoAddFault,
  demoClearFaults,
};

// Handlers of the demo console (openapi/mock-demo-api.yaml), by operationId. Input has been
// checked against that document before a handler runs; the checks here are the ones a schema
// cannot make (does the enquiry exist, may it change), all made before the store is touched.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { nextId, storeEnquiryImage } from '../lib/enquiry-access.ts';
import { SupplierError } from '../plugins/errors.ts';
import type { FaultRuleInput } from '../plugins/faults.ts';
import {
  cancelEnquiry,
  deliver,
  dispatchEnquiry,
  linesOf,
  postSupplierMessage,
  quoteEnquiry,
  type EnquiryRecord,
  type NewQuoteLine,
} from '../simulator/supplier.ts';
import { failingLicenceCode } from '../store/seed-fixtures.ts';

type EnquiryParams = { EnquiryId: number };
type Handler<Params = unknown, Body = unknown> = (
  request: FastifyRequest<{ Params: Params; Body: Body }>,
  reply: FastifyReply,
) => Promise<unknown>;

type NewEnquiryBody = {
  Reg: string;
  Parts: string;
  Notes?: string;
  Status?: 'Waiting' | 'Order';
  Make?: string | null;
  Model?: string | null;
  Engine?: string | null;
  GBox?: string | null;
  Fuel?: string | null;
};
type MessageBody = { Text: string; Image?: string; BlobStorageId?: string };

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function findEnquiry(request: FastifyRequest<{ Params: EnquiryParams }>): EnquiryRecord {
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

const demoResetStore: Handler = async (request) => {
  await request.server.resetStore();
  request.server.simulator?.restart();
  return { success: true };
};

const demoListLicences: Handler = async (request) => {
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

const demoAdvanceClock: Handler<unknown, { ms: number }> = async (request) => {
  const { clock } = request.server;
  clock.advance(request.body.ms);
  const nowMs = clock.now();
  return { now: new Date(nowMs).toISOString(), nowMs };
};

const demoExpireTokens: Handler = async (request) => {
  await request.server.expireAllTokens();
  return { success: true };
};

const demoCreateEnquiry: Handler<{ GarageId: number }, NewEnquiryBody> = async (request, reply) => {
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

const demoQuoteEnquiry: Handler<EnquiryParams, { Lines: NewQuoteLine[] }> = async (request) => {
  const enquiry = findEnquiry(request);
  requireStatus(enquiry, ['Waiting', 'Order', 'Quoted'], 'quoted');
  const result = await quoteEnquiry(request.server.db, enquiry, request.body.Lines, {
    confirmed: false,
  });
  return { Enquiry: result.enquiry, Lines: result.lines };
};

const demoSendSupplierMessage: Handler<EnquiryParams, MessageBody> = async (request, reply) => {
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

const demoCancelEnquiry: Handler<EnquiryParams, { Reason?: string }> = async (request) => {
  const enquiry = findEnquiry(request);
  requireStatus(enquiry, ['Waiting', 'Order', 'Quoted', 'Garage Confirmed'], 'cancelled');
  return cancelEnquiry(request.server.db, enquiry, request.body.Reason);
};

const demoSetBackorder: Handler<EnquiryParams, { Backordered: boolean }> = async (request) => {
  const enquiry = findEnquiry(request);
  return request.server.db.enquiries.update(enquiry, {
    data(record) {
      record.Backordered = request.body.Backordered;
    },
  });
};

const demoDispatchEnquiry: Handler<EnquiryParams> = async (request) => {
  const { db, clock } = request.server;
  const enquiry = findEnquiry(request);
  requireStatus(enquiry, ['Waiting', 'Order', 'Quoted', 'Garage Confirmed'], 'dispatched');
  if (linesOf(db, enquiry.EnquiryId).length === 0) {
    throw new SupplierError(409, `Enquiry ${enquiry.EnquiryId} has no quote lines to dispatch`);
  }
  const result = await dispatchEnquiry(db, enquiry, clock.now());
  return { Enquiry: result.enquiry, Delivery: result.delivery };
};

const demoDeliver: Handler<{ DeliveryId: number }> = async (request) => {
  const { db } = request.server;
  const { DeliveryId } = request.params;
  const delivery = db.deliveries.findFirst((q) => q.where({ DeliveryId }));
  if (!delivery) throw new SupplierError(404, `No delivery ${DeliveryId}`);
  return deliver(db, delivery);
};

const demoListFaults: Handler = async (request) => request.server.faults.list();

const demoAddFault: Handler<unknown, FaultRuleInput> = async (request, reply) => {
  reply.code(201);
  return request.server.faults.add(request.body);
};

const demoClearFaults: Handler = async (request) => ({ cleared: request.server.faults.clear() });

/** Every operation of openapi/mock-demo-api.yaml; registerOperations refuses a missing one. */
export const demoHandlers = {
  demoResetStore,
  demoListLicences,
  demoAdvanceClock,
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

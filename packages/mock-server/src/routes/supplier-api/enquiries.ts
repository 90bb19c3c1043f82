import { Query } from '@msw/data';
import type { operations } from '@garage/api-types';
import { InvalidInputError, NotPermittedError } from '../../domain/errors.ts';
import type { OperationHandlers } from '@garage/openapi-checks/handlers';
import { raiseEnquiry } from '../../domain/enquiries.ts';
import {
  checkedImage,
  ownEnquiry,
  toApiEnquiry,
  withLfLineBreaks,
} from '../../lib/enquiry-access.ts';
import type { EnquiryRecord } from '../../records/record-types.ts';

const dayMs = 24 * 60 * 60 * 1000;
const isoDateOnly = /^\d{4}-\d{2}-\d{2}$/;

/** First instant a window bound covers: a date starts at 00:00 UTC, a date-time is itself. */
function windowStart(bound: string): number {
  return Date.parse(bound);
}

/** Last instant a window bound covers: a date covers its whole UTC day. */
function windowEnd(bound: string): number {
  return isoDateOnly.test(bound) ? Date.parse(bound) + dayMs - 1 : Date.parse(bound);
}

/** The window in ms, both ends inclusive; 400 when it runs backwards. */
function windowBounds(start: string, end: string, where: string): { from: number; to: number } {
  const from = windowStart(start);
  const to = windowEnd(end);
  if (from > to) {
    throw new InvalidInputError(`${where}/StartDate must not be after ${where}/EndDate`);
  }
  return { from, to };
}

// The list calls parse the same few hundred stored dates on every request: remember them. Each
// sandbox brings dates of its own, so the memory is emptied now and then rather than kept for
// every sandbox that ever lived.
const parsedDates = new Map<string, number>();
const mostDatesKept = 100_000;
function timeOf(date: string): number {
  let at = parsedDates.get(date);
  if (at === undefined) {
    if (parsedDates.size >= mostDatesKept) parsedDates.clear();
    at = Date.parse(date);
    parsedDates.set(date, at);
  }
  return at;
}

function withinWindow({ from, to }: { from: number; to: number }) {
  return (date: string) => {
    const at = timeOf(date);
    return at >= from && at <= to;
  };
}

function newestFirst(a: EnquiryRecord, b: EnquiryRecord): number {
  return timeOf(b.Date) - timeOf(a.Date) || b.EnquiryId - a.EnquiryId;
}

export const enquiriesHandlers: OperationHandlers<
  operations,
  | 'getEnquiries'
  | 'getGlobalEnquiries'
  | 'createEnquiry'
  | 'getBackorderCheck'
  | 'getCantSupplyReasons'
> = {
  async getEnquiries(request) {
    const { StartDate, EndDate } = request.body;
    const dated = withinWindow(windowBounds(StartDate, EndDate, 'body'));
    const own = request.world.db.enquiries.findMany(
      new Query((record) => record.GarageId === request.caller.GarageId && dated(record.Date)),
    );
    return own.sort(newestFirst).map(toApiEnquiry);
  },

  async getGlobalEnquiries(request) {
    const { StartDate, EndDate, Acct } = request.query;
    const { CustomerKeyCode } = request.caller;
    if (!CustomerKeyCode) {
      throw new NotPermittedError('This garage has no customer account for global enquiries');
    }
    if (Acct !== CustomerKeyCode) {
      throw new NotPermittedError('querystring/Acct must be the caller’s own account');
    }
    const dated = withinWindow(windowBounds(StartDate, EndDate, 'querystring'));
    const { db } = request.world;
    const accountGarages = new Set(
      db.garages
        .findMany(new Query((record) => record.CustomerKeyCode === CustomerKeyCode))
        .map((garage) => garage.GarageId),
    );
    const accountEnquiries = db.enquiries.findMany(
      new Query((record) => accountGarages.has(record.GarageId) && dated(record.Date)),
    );
    return accountEnquiries.sort(newestFirst).map(toApiEnquiry);
  },

  async createEnquiry(request) {
    const { db, clock } = request.world;
    const { Status, Notes, Parts, Reg } = request.body;
    const registration = Reg.trim().toUpperCase();
    // The contract's pattern lets spaces count towards the three characters a Reg needs.
    if (registration.length < 3) {
      throw new InvalidInputError('body/Reg must have at least 3 characters besides spaces');
    }
    const upload = request.uploads.get('Image');
    const image = upload && (await checkedImage(upload.data, 'Image'));

    const created = await raiseEnquiry(
      db,
      {
        GarageId: request.caller.GarageId,
        Reg: registration,
        Parts: withLfLineBreaks(Parts),
        Notes: withLfLineBreaks(Notes),
        Status,
        Consumables: request.body.Consumables,
        image,
      },
      clock.now(),
    );
    return toApiEnquiry(created);
  },

  async getBackorderCheck(request) {
    return { exists: ownEnquiry(request, request.params.EnquiryId).Backordered };
  },

  async getCantSupplyReasons(request) {
    const { EnquiryId } = ownEnquiry(request, request.params.enqId);
    // Reasons carry no date: the one stored last is the newest.
    return request.world.db.cantSupply
      .findMany(new Query((record) => record.EnquiryId === EnquiryId))
      .reverse()
      .map(({ Reason }) => ({ Reason }));
  },
};

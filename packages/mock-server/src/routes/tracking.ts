import type { FastifyRequest } from 'fastify';
import { driverPosition } from '../lib/driver-position.ts';
import type { OperationHandlers } from '../lib/operation-handler.ts';
import { SupplierError } from '../plugins/errors.ts';

/** 403 unless `account` is the caller's own customer account (a garage without one has none). */
export function requireOwnAccount(request: FastifyRequest, account: string): void {
  if (request.caller.CustomerKeyCode !== account) {
    throw new SupplierError(403, `Customer account ${account} is not the caller's`);
  }
}

export const trackingHandlers: OperationHandlers<'getInTransit'> = {
  async getInTransit(request) {
    const account = request.params.id;
    requireOwnAccount(request, account);
    const { db, clock } = request.server;
    const now = clock.now();
    return db.deliveries
      .findMany(
        (q) => q.where({ CustomerKeyCode: account, Delivered: false, Eta: (eta) => eta > now }),
        { orderBy: { Eta: 'asc' } },
      )
      .map(({ Document, PartInfo, Eta, Date: dispatchedAt, Loc, Depot }) => ({
        Document,
        PartInfo,
        Eta,
        Date: dispatchedAt,
        Loc,
        DriverLoc: [
          {
            Location: driverPosition(
              { from: Depot, to: Loc, departsAt: Date.parse(dispatchedAt), arrivesAt: Eta },
              now,
            ),
          },
        ],
      }));
  },
};

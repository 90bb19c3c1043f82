import { Query } from '@msw/data';
import type { operations } from '@garage/api-types';
import { driverPosition } from '../../lib/driver-position.ts';
import { requireOwnAccount } from '../../lib/customer-account.ts';
import type { OperationHandlers } from '@garage/openapi-checks/handlers';

export const trackingHandlers: OperationHandlers<operations, 'getInTransit'> = {
  async getInTransit(request) {
    const account = request.params.id;
    requireOwnAccount(request, account);
    const { db, clock } = request.world;
    const now = clock.now();
    return db.deliveries
      .findMany(
        new Query(
          (record) => record.CustomerKeyCode === account && !record.Delivered && record.Eta > now,
        ),
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
        Depot,
      }));
  },
};

import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import { SupplierError } from './errors.ts';

/** Who is calling: the activated device's user, their garage and company. */
export type Caller = {
  UserID: number;
  GarageId: number;
  CompanyId: number;
  CustomerKeyCode: string | null;
  FactorBranch: string;
  DeviceId: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** A fresh token for an activated device, valid for the configured lifetime. */
    issueToken: (deviceId: string, userId: number) => Promise<string>;
    /** Makes every issued token expire now (fault injection: shows the client's 401 path). */
    expireAllTokens: () => Promise<void>;
    tokenLifetimeMs: number;
  }
  interface FastifyRequest {
    caller: Caller;
  }
}

export type AuthOptions = { tokenLifetimeMs: number };

function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  if (typeof header === 'string' && header !== '') return header;
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}

export const authPlugin = fp<AuthOptions>(
  async (app, { tokenLifetimeMs }) => {
    const { db, clock } = app;
    app.decorate('tokenLifetimeMs', tokenLifetimeMs);
    app.decorateRequest('caller', null as unknown as Caller);

    app.decorate('issueToken', async (deviceId: string, userId: number) => {
      const Token = randomBytes(24).toString('base64url');
      const device = { DeviceId: deviceId, UserID: userId, Token, TokenIssuedAt: clock.now() };
      const known = db.devices.findFirst((q) => q.where({ DeviceId: deviceId }));
      if (known) {
        await db.devices.update(known, {
          data(record) {
            Object.assign(record, device);
          },
        });
      } else {
        await db.devices.create(device);
      }
      return Token;
    });

    app.decorate('expireAllTokens', async () => {
      await db.devices.updateMany((q) => q.where({}), {
        data(record) {
          record.TokenIssuedAt = clock.now() - tokenLifetimeMs - 1;
        },
      });
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = presentedToken(request);
      if (!token) throw new SupplierError(401, 'A token header or Bearer token is required');
      // Record predicates rather than object queries: this runs on every call.
      const device = db.devices.findFirst((q) => q.where((record) => record.Token === token));
      if (!device) throw new SupplierError(401, 'Unknown token');
      if (clock.now() - device.TokenIssuedAt > tokenLifetimeMs) {
        throw new SupplierError(401, 'Token expired');
      }
      const user = db.users.findFirst((q) => q.where((record) => record.UserID === device.UserID));
      const garage =
        user && db.garages.findFirst((q) => q.where((record) => record.GarageId === user.GarageId));
      if (!user || !garage) throw new SupplierError(401, 'The token belongs to no current user');
      request.caller = {
        UserID: user.UserID,
        GarageId: garage.GarageId,
        CompanyId: garage.CompanyId,
        CustomerKeyCode: garage.CustomerKeyCode,
        FactorBranch: garage.FactorBranch,
        DeviceId: device.DeviceId,
      };
    });
  },
  { name: 'auth', dependencies: ['db', 'clock'] },
);

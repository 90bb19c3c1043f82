import { Query } from '@msw/data';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
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
  }
  interface FastifyRequest {
    caller: Caller;
  }
}

function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  if (typeof header === 'string' && header !== '') return header;
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** Checks the token against the world the request is addressed to (request.world). */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('caller', null as unknown as Caller);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const { db, clock, tokens } = request.world;
      const token = presentedToken(request);
      if (!token) throw new SupplierError(401, 'A token header or Bearer token is required');
      if (tokens.worldOf(token) !== request.world.id) {
        throw new SupplierError(401, 'The token belongs to another demo sandbox');
      }
      const device = db.devices.findFirst(new Query((record) => record.Token === token));
      if (!device) throw new SupplierError(401, 'Unknown token');
      if (clock.now() - device.TokenIssuedAt > tokens.lifetimeMs) {
        throw new SupplierError(401, 'Token expired');
      }
      const user = db.users.findFirst(new Query((record) => record.UserID === device.UserID));
      const garage =
        user && db.garages.findFirst(new Query((record) => record.GarageId === user.GarageId));
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
  { name: 'auth', dependencies: ['sandboxes'] },
);

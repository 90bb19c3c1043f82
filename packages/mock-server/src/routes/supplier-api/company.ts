import { Query } from '@msw/data';
import type { operations } from '@garage/api-types';
import { NotFoundError } from '../../domain/errors.ts';
import { SupplierError } from '../../plugins/infrastructure/errors.ts';
import type { OperationHandlers } from '@garage/openapi-checks/handlers';
import { originOf } from '../../lib/request-origin.ts';

export const companyHandlers: OperationHandlers<
  operations,
  'getCompanyInfo' | 'getGarageUser' | 'getCompanyLookup' | 'getImage'
> = {
  async getCompanyInfo(request) {
    const { caller } = request;
    const company = request.world.db.companies.findFirst(
      new Query((record) => record.CompanyID === caller.CompanyId),
    );
    if (!company) throw new SupplierError(401, 'The token belongs to no current company');
    const { HasApiHost: _, ...info } = company;
    return { ...info, UserID: caller.UserID };
  },

  async getGarageUser(request) {
    const { caller } = request;
    const { db } = request.world;
    const garage = db.garages.findFirst(new Query((record) => record.GarageId === caller.GarageId));
    const user = db.users.findFirst(new Query((record) => record.UserID === caller.UserID));
    if (!garage || !user) throw new SupplierError(401, 'The token belongs to no current user');
    return {
      CompanyId: garage.CompanyId,
      CustomerKeyCode: garage.CustomerKeyCode,
      FactorBranch: garage.FactorBranch,
      GarageName: garage.GarageName,
      GarageUserName: user.GarageUserName,
      Address: garage.Address,
      CreatedDatetime: garage.CreatedDatetime,
    };
  },

  async getCompanyLookup(request) {
    const company = request.world.db.companies.findFirst(
      new Query((record) => record.CompanyID === request.params.CompanyID),
    );
    if (!company) return [];
    if (!company.HasApiHost) return [{ CompanyDomain: 'none' }];
    // Every company's host is the mock's company host; on one origin, the mock itself. In a
    // sandbox, under its prefix, so the company's calls stay in the sandbox.
    const { hostOrigins } = request.server;
    const origin = hostOrigins?.company ?? originOf(request);
    return [{ CompanyDomain: `${origin}${request.world.prefix}` }];
  },

  async getImage(request, reply) {
    const image = request.world.db.images.findFirst(
      new Query((record) => record.Key === request.params.blobId),
    );
    if (!image) throw new NotFoundError(`No image ${request.params.blobId}`);
    reply.type(image.ContentType).header('cache-control', 'private, max-age=3600');
    return Buffer.from(image.Bytes);
  },
};

import { Query } from '@msw/data';
import type { operations } from '@garage/api-types';
import { failingLicenceCode } from '../../records/data/fixtures.ts';
import { InvalidInputError, NotFoundError, NotPermittedError } from '../../domain/errors.ts';
import { SupplierError } from '../../plugins/infrastructure/errors.ts';
import type { OperationHandlers } from '@garage/openapi-checks/handlers';

export const authHandlers: OperationHandlers<
  operations,
  'getDeviceToken' | 'activateDevice' | 'addDevice'
> = {
  async getDeviceToken(request) {
    const { db, clock, tokens } = request.world;
    const device = db.devices.findFirst(
      new Query((record) => record.DeviceId === request.params.deviceId),
    );
    // The supplier's contract answers 406 here, which no kind of domain error means.
    if (!device) throw new SupplierError(406, 'This device has not been activated');
    // A token still valid is handed out again; an expired one is replaced.
    if (clock.now() - device.TokenIssuedAt <= tokens.lifetimeMs) return { token: device.Token };
    return { token: await tokens.issue(device.DeviceId, device.UserID) };
  },

  async activateDevice(request, reply) {
    const { db, tokens, activationThrottle } = request.world;
    const { EntryCode, DeviceID, OneSignalID } = request.body;
    if (OneSignalID !== DeviceID) {
      throw new InvalidInputError('body/OneSignalID must equal body/DeviceID');
    }
    // Before the code is looked at: a guesser must not learn that a code is right while waiting.
    activationThrottle.check(DeviceID, request.ip);
    // The fixture code whose licence service fails: a 500 on purpose, for the portal's error path.
    if (EntryCode === failingLicenceCode) {
      throw new SupplierError(500, 'The licence service failed to activate this device');
    }
    const user = db.users.findFirst(new Query((record) => record.LicenceCode === EntryCode));
    if (!user) {
      activationThrottle.recordWrongCode(DeviceID, request.ip);
      throw new NotFoundError('Invalid license code');
    }
    activationThrottle.recordActivated(DeviceID);
    reply.code(202);
    return { token: await tokens.issue(DeviceID, user.UserID) };
  },

  async addDevice(request) {
    const { caller, body } = request;
    const { db } = request.world;
    if (body.DeviceId !== caller.DeviceId || body.UserId !== caller.UserID) {
      throw new NotPermittedError('body/DeviceId and body/UserId must be the caller’s own');
    }
    if (body.CompanyId !== caller.CompanyId || body.Acct !== caller.CustomerKeyCode) {
      throw new NotPermittedError('body/CompanyId and body/Acct must be the caller’s own');
    }
    db.deviceRegistrations.deleteMany(new Query((record) => record.DeviceId === body.DeviceId));
    await db.deviceRegistrations.create(body);
    return { success: true };
  },
};

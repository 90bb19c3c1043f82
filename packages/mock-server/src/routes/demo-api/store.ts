// The demo API's store, clock and licence operations: what a demo is reset, timed and signed
// in with.
import type { FastifyInstance } from 'fastify';
import { failingLicenceCode } from '../../store/data/fixtures.ts';
import type { Handlers } from './shared.ts';

const clockTime = ({ clock }: FastifyInstance) => {
  const nowMs = clock.now();
  return { now: new Date(nowMs).toISOString(), nowMs };
};

export const storeHandlers: Handlers<
  | 'demoResetStore'
  | 'demoListLicences'
  | 'demoListGarages'
  | 'demoGetClock'
  | 'demoAdvanceClock'
  | 'demoSetClock'
  | 'demoExpireTokens'
> = {
  async demoResetStore(request) {
    await request.server.resetStore();
    request.server.simulator?.restart();
    return { success: true };
  },

  async demoListLicences(request) {
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
  },

  async demoListGarages(request) {
    const { db } = request.server;
    const companyNames = new Map(
      db.companies.all().map((company) => [company.CompanyID, company.CompanyName]),
    );
    return db.garages
      .all()
      .map((garage) => ({
        GarageId: garage.GarageId,
        GarageName: garage.GarageName,
        CompanyId: garage.CompanyId,
        CompanyName: companyNames.get(garage.CompanyId) ?? '',
        CustomerKeyCode: garage.CustomerKeyCode,
      }))
      .sort((a, b) => a.GarageName.localeCompare(b.GarageName, 'en') || a.GarageId - b.GarageId);
  },

  async demoGetClock(request) {
    return clockTime(request.server);
  },

  async demoAdvanceClock(request) {
    request.server.clock.advance(request.body.ms);
    return clockTime(request.server);
  },

  async demoSetClock(request) {
    const { clock } = request.server;
    const at = Date.parse(request.body.at);
    clock.set(at);
    await request.server.resetStore(at);
    request.server.simulator?.restart();
    // The instant set, not the clock after reseeding: a caller pins its own clock to the same.
    return { now: new Date(at).toISOString(), nowMs: at };
  },

  async demoExpireTokens(request) {
    await request.server.expireAllTokens();
    return { success: true };
  },
};

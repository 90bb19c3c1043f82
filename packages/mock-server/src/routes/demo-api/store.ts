import type { operations } from '@garage/api-types/demo-api';
// The demo API's store, clock and licence operations: what a demo is reset, timed and signed
// in with.
import type { World } from '../../world/world.ts';
import { listLicences } from '../../sandboxes/licences.ts';
import type { OperationHandlers } from '@garage/openapi-checks/handlers';

const clockTime = ({ clock }: World) => {
  const nowMs = clock.now();
  return { now: new Date(nowMs).toISOString(), nowMs };
};

export const storeHandlers: OperationHandlers<
  operations,
  | 'demoResetStore'
  | 'demoListLicences'
  | 'demoListGarages'
  | 'demoGetClock'
  | 'demoAdvanceClock'
  | 'demoSetClock'
  | 'demoExpireTokens'
> = {
  async demoResetStore(request) {
    await request.world.resetStore();
    request.world.simulator?.restart();
    return { success: true };
  },

  async demoListLicences(request) {
    return listLicences(request.world.db);
  },

  async demoListGarages(request) {
    const { db } = request.world;
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
    return clockTime(request.world);
  },

  async demoAdvanceClock(request) {
    request.world.clock.advance(request.body.ms);
    return clockTime(request.world);
  },

  async demoSetClock(request) {
    const { clock } = request.world;
    const at = Date.parse(request.body.at);
    clock.set(at);
    await request.world.resetStore(at);
    request.world.simulator?.restart();
    // The instant set, not the clock after reseeding: a caller pins its own clock to the same.
    return { now: new Date(at).toISOString(), nowMs: at };
  },

  async demoExpireTokens(request) {
    await request.world.tokens.expireAll();
    return { success: true };
  },
};

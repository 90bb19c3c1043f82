// The licence codes a world's portal activates with, as the demo API and a new sandbox's
// answer list them.
import { Query } from '@msw/data';
import type { Licence } from '@garage/api-types/demo-api';
import { failingLicenceCode } from '../records/data/fixtures.ts';
import { createCollections, type Collections } from '../records/collections.ts';
import { seedStore } from '../records/seeding/seed.ts';

export function listLicences(db: Collections): Licence[] {
  const licences = db.users.all().map((user) => ({
    LicenceCode: user.LicenceCode,
    Fails: false,
    UserID: user.UserID,
    GarageUserName: user.GarageUserName,
    GarageName:
      db.garages.findFirst(new Query((record) => record.GarageId === user.GarageId))?.GarageName ??
      null,
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
}

const bySeed = new Map<number, Licence[]>();

/**
 * A seed's licence codes without building its sandbox (a balancer may build it in another
 * process): seeded once per seed and kept, since the codes depend on nothing else.
 */
export async function licencesOfSeed(seed: number): Promise<Licence[]> {
  const known = bySeed.get(seed);
  if (known) return known;
  const db = createCollections();
  await seedStore(db, { seed, now: Date.now() });
  const licences = listLicences(db);
  if (bySeed.size >= 100) bySeed.clear();
  bySeed.set(seed, licences);
  return licences;
}

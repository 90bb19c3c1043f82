// The fixed part of the seed: the records with the stable ids of data/fixtures.ts that tests,
// pact provider states and the README name. Dates are placed relative to the seed's clock time.
// Each part lives in fixtures/.
import type { Collections } from '../collections.ts';
import type { SeedOptions } from './seed-options.ts';
import { seedFixtureAccountRecords } from './fixtures/account-records.ts';
import { fixtureClock } from './fixtures/clock.ts';
import { seedFixtureCompanies } from './fixtures/companies.ts';
import { seedFixtureEnquiries } from './fixtures/enquiries.ts';
import { seedFixtureQuotes } from './fixtures/quotes.ts';

export async function seedFixtures(db: Collections, { now }: SeedOptions): Promise<void> {
  const clock = fixtureClock(now);
  await seedFixtureCompanies(db, clock);
  await seedFixtureEnquiries(db, clock);
  await seedFixtureQuotes(db, clock);
  await seedFixtureAccountRecords(db, clock);
}

import type { Collections } from '../collections.ts';
import { seedDemoData } from './demo-data.ts';
import { seedFixtures } from './fixtures.ts';
import type { SeedOptions } from './seed-options.ts';

/** Fills an empty store: the fixed fixtures tests name, then the generated demo data. */
export async function seedStore(db: Collections, options: SeedOptions): Promise<void> {
  await seedFixtures(db, options);
  await seedDemoData(db, options);
}

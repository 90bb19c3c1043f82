import type { Collections } from '../collections.ts';
import { seedDemoData } from './demo-data.ts';
import { seedFixtures } from './fixtures.ts';

export type SeedOptions = {
  /** Same number, same data (for the same clock time). */
  seed: number;
  /** Clock time the seed's dates are placed around, in ms. */
  now: number;
};

/** Fills an empty store: the fixed fixtures tests name, then the generated demo data. */
export async function seedStore(db: Collections, options: SeedOptions): Promise<void> {
  await seedFixtures(db, options);
  await seedDemoData(db, options);
}

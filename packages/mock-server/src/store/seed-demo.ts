import type { Collections } from './collections.ts';
import type { SeedOptions } from './seed.ts';

/** Generated demo data around the fixtures; filled in by the seed work. */
export async function seedDemoData(_db: Collections, _options: SeedOptions): Promise<void> {}

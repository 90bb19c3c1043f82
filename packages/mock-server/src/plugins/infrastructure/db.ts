import fp from 'fastify-plugin';
import { createCollections, type Collections } from '../../store/collections.ts';
import { seedStore } from '../../store/seeding/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Collections;
    /**
     * Empties the store and seeds it again: the seed comes back exactly, and no device or
     * client is left waiting to activate. Given a time, seeds around it instead, and so do
     * the resets after it (the demo API's clock/set).
     */
    resetStore(seedAt?: number): Promise<void>;
  }
}

export type DbOptions = { seed: number };

export const dbPlugin = fp<DbOptions>(
  async (app, options) => {
    const db = createCollections();
    // Seeded at the clock time of the first seed, so a reset brings back the same records.
    let seededAt = app.clock.now();
    const resetStore = async (seedAt = seededAt) => {
      seededAt = seedAt;
      for (const collection of Object.values(db)) collection.clear();
      await seedStore(db, { seed: options.seed, now: seededAt });
      app.activationThrottle.clear();
    };
    app.decorate('db', db);
    app.decorate('resetStore', resetStore);
    await resetStore();
  },
  { name: 'db', dependencies: ['clock', 'activation-throttle'] },
);

// Whether this process is stopping (docs/demo-sandboxes.md, "Running it in production"):
// `drain` marks it so, for `/readyz` to answer 503 while a balancer stops sending to it, and
// then closes the app (requests under way are answered, the sandboxes' leases released).
import fp from 'fastify-plugin';
import { setTimeout as sleep } from 'node:timers/promises';

declare module 'fastify' {
  interface FastifyInstance {
    /** Told to stop: `/readyz` answers 503 from then on. */
    readonly draining: boolean;
    /** Marks the process as stopping, waits `ms` for balancers to notice, then closes it. */
    drain(ms: number): Promise<void>;
  }
}

export const healthPlugin = fp(
  async (app) => {
    let draining = false;
    app.decorate('draining', { getter: () => draining });
    app.decorate('drain', async (ms: number) => {
      draining = true;
      if (ms > 0) await sleep(ms);
      await app.close();
    });
    // Closed by other means (a test, an error at start): stopping all the same.
    app.addHook('preClose', async () => {
      draining = true;
    });
  },
  { name: 'health' },
);

// Steps the simulated supplier (simulator/simulator.ts) of every world on a real-time timer while
// the app runs: the Fastify side of the simulator, its hooks on the app's start and close.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { World } from '../../world/world.ts';

export type SimulatorPluginOptions = {
  intervalMs?: number;
  /** The worlds whose simulators step: the default one, and the sandboxes in use. */
  worlds: () => World[];
  /** After each world's step (a sandbox's store saves what it changed). */
  afterStep?: (world: World) => Promise<void> | undefined;
};

/**
 * With intervalMs, steps every world's simulator from ready to close. A sandbox nobody is using
 * is left alone (docs/demo-sandboxes.md): its first step when it is used again does what fell
 * due meanwhile.
 */
export const simulatorPlugin = fp<SimulatorPluginOptions>(
  async (app: FastifyInstance, { intervalMs, worlds, afterStep }) => {
    if (intervalMs === undefined) return;
    let timer: NodeJS.Timeout | undefined;
    let stepping = false;
    const stepAll = async () => {
      for (const world of worlds()) {
        await world.simulator?.step();
        // A sandbox another process has moved on is dropped here: nothing more to do for it.
        await afterStep?.(world)?.catch((error: unknown) =>
          app.log.warn({ err: error, sandbox: world.id }, 'a stepped sandbox was not stored'),
        );
        // Hundreds of sandboxes' steps in one go would hold up every request meanwhile.
        await yieldToRequests();
      }
    };
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        // A slow step is not stacked on by the next tick.
        if (stepping) return;
        stepping = true;
        stepAll()
          .catch((error: unknown) => app.log.error(error, 'simulator step failed'))
          .finally(() => {
            stepping = false;
          });
      }, intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'simulator' },
);

// The demo API's hold on the simulated supplier: pause it to play the supplier by hand, resume
// it, or change how quickly it answers (simulator/simulator.ts).
import type { FastifyInstance } from 'fastify';
import { SupplierError } from '../../plugins/infrastructure/errors.ts';
import type { Simulator } from '../../simulator/simulator.ts';
import type { Handlers } from './shared.ts';

function simulatorOf(app: FastifyInstance): Simulator {
  if (!app.simulator) throw new SupplierError(404, 'The mock runs without a simulator');
  return app.simulator;
}

export const simulatorHandlers: Handlers<'demoGetSimulator' | 'demoSetSimulator'> = {
  async demoGetSimulator(request) {
    return simulatorOf(request.server).state();
  },

  async demoSetSimulator(request) {
    return simulatorOf(request.server).configure(request.body);
  },
};

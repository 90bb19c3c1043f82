import type { operations } from '@garage/api-types/demo-api';
// The demo API's hold on the simulated supplier: pause it to play the supplier by hand, resume
// it, or change how quickly it answers (simulator/simulator.ts).
import type { World } from '../../world/world.ts';
import { NotFoundError } from '../../domain/errors.ts';
import type { Simulator } from '../../simulator/simulator.ts';
import type { OperationHandlers } from '@garage/openapi-checks/handlers';

function simulatorOf(world: World): Simulator {
  if (!world.simulator) throw new NotFoundError('The mock runs without a simulator');
  return world.simulator;
}

export const simulatorHandlers: OperationHandlers<
  operations,
  'demoGetSimulator' | 'demoSetSimulator'
> = {
  async demoGetSimulator(request) {
    return simulatorOf(request.world).state();
  },

  async demoSetSimulator(request) {
    return simulatorOf(request.world).configure(request.body);
  },
};

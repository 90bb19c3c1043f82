// The provider states the consumer pacts name, each setting the mock's store up for one
// interaction. The store is reset and the consumer device activated for dave before every
// interaction (verify.test.ts), so a state only adds or changes what its name promises. A
// state handler that throws fails the verification of its interaction, loudly.
import { accountStates } from './account.ts';
import type { StateContext, StateHandlers } from './support.ts';

/** Every area's states; a name defined twice is a mistake, so it throws. */
export function createStateHandlers(context: StateContext): StateHandlers {
  const handlers: StateHandlers = {};
  for (const area of [accountStates]) {
    for (const [name, handler] of Object.entries(area(context))) {
      if (name in handlers) throw new Error(`Provider state defined twice: ${name}`);
      handlers[name] = handler;
    }
  }
  return handlers;
}

// The provider states the consumer pacts name, each setting the mock's store up for one
// interaction. The store is reset and the consumer device activated for dave before every
// interaction (verify.test.ts), so a state only adds or changes what its name promises.
import { accountStates } from './account.ts';
import { deliveriesStates } from './deliveries.ts';
import { enquiriesStates } from './enquiries.ts';
import { messagesStates } from './messages.ts';
import { quotesStates } from './quotes.ts';
import type { StateContext, StateHandlers } from './support.ts';

export type ProviderStates = {
  handlers: StateHandlers;
  /**
   * 'state: message' for every set-up that threw. Pact only logs a failed state handler and
   * goes on to verify, so verify.test.ts fails on these itself.
   */
  failures: string[];
};

/** Every area's states; a name defined twice is a mistake, so it throws. */
export function createStateHandlers(context: StateContext): ProviderStates {
  const handlers: StateHandlers = {};
  const failures: string[] = [];
  for (const area of [
    accountStates,
    enquiriesStates,
    quotesStates,
    messagesStates,
    deliveriesStates,
  ]) {
    for (const [name, handler] of Object.entries(area(context))) {
      if (name in handlers) throw new Error(`Provider state defined twice: ${name}`);
      if (typeof handler !== 'function') throw new Error(`Provider state ${name}: a function`);
      handlers[name] = async (parameters) => {
        try {
          return await handler(parameters);
        } catch (error) {
          failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
          throw error;
        }
      };
    }
  }
  return { handlers, failures };
}

// States of the device, the user and the company (auth, company, branding).
import { deviceActivatedState } from '../../src/pact.ts';
import { seedHas, type StateContext, type StateHandlers } from './support.ts';

export function accountStates({ app }: StateContext): StateHandlers {
  const { db } = app;
  return {
    // verify.test.ts activates the device before every interaction.
    [deviceActivatedState]: async () => undefined,
    'garage 1 belongs to company 1, Pennine Motor Factors': seedHas('company 1', () =>
      Boolean(db.companies.findFirst((q) => q.where({ CompanyID: 1 }))),
    ),
  };
}

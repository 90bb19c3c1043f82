// States of the device, the user and the company (auth, company, branding).
import { failingLicenceCode, fixtures } from '@garage/mock-server/seed-fixtures';
import { deviceActivatedState, deviceId } from '../../src/pact.ts';
import { seedHas, type StateContext, type StateHandlers } from './support.ts';

/** A token no device was given: the mock answers 401 to any request carrying it. */
export const rejectedToken = 'a-token-the-supplier-does-not-know';

export function accountStates({ app, session }: StateContext): StateHandlers {
  const { db } = app.world;
  const { companies, garages, users, accounts } = fixtures;
  const company = (CompanyID: number) => db.companies.findFirst((q) => q.where({ CompanyID }));
  const garage = (GarageId: number) => db.garages.findFirst((q) => q.where({ GarageId }));
  const user = (UserID: number) => db.users.findFirst((q) => q.where({ UserID }));
  const daveOfKirkstall = () =>
    user(users.dave)?.GarageId === garages.kirkstall &&
    garage(garages.kirkstall)?.GarageName === 'Kirkstall Road Garage';

  return {
    // verify.test.ts activates the device before every interaction.
    [deviceActivatedState]: async () => undefined,
    'device 6f1c2b9e is not activated': async () => {
      db.devices.deleteMany((q) => q.where({ DeviceId: deviceId }));
      if (db.devices.findFirst((q) => q.where({ DeviceId: deviceId }))) {
        throw new Error(`Provider state set-up failed: ${deviceId} is still activated`);
      }
      session.token = undefined;
    },
    // The device stays activated (its token fetch answers 200), but what the request filter
    // swaps into each call is a token the mock never issued: every call answers 401.
    'the supplier rejects the token device 6f1c2b9e sends': async () => {
      session.token = rejectedToken;
    },
    'licence code 20461379 belongs to dave of garage 1': seedHas(
      'licence 20461379 for dave of garage 1',
      () => user(users.dave)?.LicenceCode === '20461379' && daveOfKirkstall(),
    ),
    'no licence has code 99999999': seedHas(
      'free licence code 99999999',
      () => !db.users.findFirst((q) => q.where({ LicenceCode: '99999999' })),
    ),
    'device 6f1c2b9e has sent 5 wrong licence codes in the last minute': async () => {
      for (let code = 90000000; code < 90000005; code += 1) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/authenticate/mobile/activate',
          payload: {
            DeviceID: deviceId,
            EntryCode: String(code),
            DeviceDescription: 'Desktop',
            OneSignalID: deviceId,
          },
        });
        if (response.statusCode !== 404) {
          throw new Error(`Provider state set-up failed: a wrong code got ${response.statusCode}`);
        }
      }
    },
    'activation with licence code 50000500 fails': seedHas(
      'failing licence code 50000500',
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the code is a literal type: while this comparison is here, changing it fails the typecheck
      () => failingLicenceCode === '50000500',
    ),
    'garage 1 belongs to company 1, Pennine Motor Factors': seedHas(
      'company 1, Pennine Motor Factors, of garage 1',
      () =>
        company(companies.pennine)?.CompanyName === 'Pennine Motor Factors' &&
        garage(garages.kirkstall)?.CompanyId === companies.pennine,
    ),
    'dave is a user of garage 1, Kirkstall Road Garage, with account PMF1001': seedHas(
      'dave of garage 1 with account PMF1001',
      () =>
        daveOfKirkstall() && garage(garages.kirkstall)?.CustomerKeyCode === accounts.pennineLeeds,
    ),
    'dave of garage 1 has customer account PMF1001 with company 1': seedHas(
      'dave of garage 1, company 1, account PMF1001',
      () =>
        daveOfKirkstall() &&
        garage(garages.kirkstall)?.CompanyId === companies.pennine &&
        garage(garages.kirkstall)?.CustomerKeyCode === accounts.pennineLeeds,
    ),
    'company 1 has its own API host': seedHas(
      'company 1 with an API host',
      () => company(companies.pennine)?.HasApiHost === true,
    ),
    'company 99 is not known': seedHas('unknown company 99', () => !company(99)),
    'company 1 has the logo image logo-company-1': seedHas(
      'logo-company-1 image of company 1',
      () =>
        company(companies.pennine)?.CompanyBrandingBlobStorageID === 'logo-company-1' &&
        db.images.findFirst((q) => q.where({ Key: 'logo-company-1' }))?.ContentType === 'image/png',
    ),
  };
}

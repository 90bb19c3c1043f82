// States of the account's deliveries, returns and bulletins (the company's own API host) and
// of the garage's saved part lists. The seed holds them all; each state checks the records its
// name promises are there, so a renamed fixture or a van that has already arrived fails loudly.
import { fixtures } from '@garage/mock-server/seed-fixtures';
import { seedHas, type StateContext, type StateHandlers } from './support.ts';

const { accounts, garages } = fixtures;

export function deliveriesStates({ app }: StateContext): StateHandlers {
  const { db, clock } = app.world;
  const garage1HasAccount = () =>
    db.garages.findFirst((q) => q.where({ GarageId: garages.kirkstall }))?.CustomerKeyCode ===
    accounts.pennineLeeds;
  const vansOnTheirWay = () =>
    db.deliveries.findMany((q) =>
      q.where({
        CustomerKeyCode: accounts.pennineLeeds,
        Delivered: false,
        Eta: (eta) => eta > clock.now(),
      }),
    );

  return {
    'account PMF1001 has a van on its way': seedHas(
      'van on its way to account PMF1001 of garage 1',
      () => garage1HasAccount() && vansOnTheirWay().length > 0,
    ),

    'account PMF1001 has a van on its way from the Leeds depot': seedHas(
      'van on its way to account PMF1001 from the Leeds depot',
      () =>
        garage1HasAccount() &&
        vansOnTheirWay().some(
          ({ Depot }) => Depot[0] === fixtures.leedsDepot[0] && Depot[1] === fixtures.leedsDepot[1],
        ),
    ),

    'account PMF1001 has returned parts': seedHas(
      'returns with parts for account PMF1001',
      () =>
        garage1HasAccount() &&
        db.returns
          .findMany((q) => q.where({ CustomerKeyCode: accounts.pennineLeeds }))
          .some((record) => record.Parts.length > 0),
    ),

    'account PMF1001 has current bulletins, one of them without a document': seedHas(
      'current bulletins for account PMF1001, with and without a document',
      () => {
        const current = db.bulletins.findMany((q) =>
          q.where({
            CustomerKeyCode: (code) => code === null || code === accounts.pennineLeeds,
            ExpiryTime: (expiry) => Date.parse(expiry) > clock.now(),
          }),
        );
        return (
          garage1HasAccount() &&
          current.some((bulletin) => bulletin.FilePath !== null) &&
          current.some((bulletin) => bulletin.FilePath === null)
        );
      },
    ),

    'garage 1 has saved part lists Full service and Front brakes': seedHas(
      'saved part lists Full service and Front brakes of garage 1',
      () => {
        const names = new Set(
          db.partLists
            .findMany((q) => q.where({ GarageId: garages.kirkstall }))
            .map((entry) => entry.PartGroup),
        );
        return names.has('Full service') && names.has('Front brakes');
      },
    ),
  };
}

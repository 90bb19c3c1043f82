// Random things done to a world, for property tests of its capture (world/saved-demo
// .round-trip.test.ts): what the portal, the supplier console and the simulator do, through the
// same domain functions, picked by index among the records there are when it runs. An action
// whose record is in no state for it (quoting a cancelled enquiry) does nothing, as the API
// would refuse it.
import fc from 'fast-check';
import { deliver, dispatchEnquiry } from '../domain/deliveries.ts';
import { cancelEnquiry, raiseEnquiry, setBackorder } from '../domain/enquiries.ts';
import { postGarageMessage, postSupplierMessage } from '../domain/messages.ts';
import { confirmQuoteLines, linesOf, quoteEnquiry, suggestQuoteLines } from '../domain/quotes.ts';
import { storeEnquiryImage } from '../domain/shared.ts';
import type { World } from '../world/world.ts';
import { png } from './uploads.ts';

export type WorldAction =
  | { kind: 'raise'; pick: number; order: boolean; image: boolean }
  | { kind: 'quote' | 'confirm' | 'dispatch' | 'deliver' | 'cancel' | 'backorder'; pick: number }
  | { kind: 'message'; pick: number; fromGarage: boolean; text: string; image: boolean }
  | { kind: 'advance'; minutes: number }
  | { kind: 'fault'; errorRate: number; seed: number | undefined; requests: number }
  | { kind: 'step' | 'pause' | 'signIn' | 'wrongCode' };

const pick = fc.nat();

export const worldAction: fc.Arbitrary<WorldAction> = fc.oneof(
  fc.record({ kind: fc.constant('raise'), pick, order: fc.boolean(), image: fc.boolean() }),
  fc.record({
    kind: fc.constantFrom('quote', 'confirm', 'dispatch', 'deliver', 'cancel', 'backorder'),
    pick,
  }),
  fc.record({
    kind: fc.constant('message'),
    pick,
    fromGarage: fc.boolean(),
    text: fc.string({ maxLength: 40 }),
    image: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('advance'), minutes: fc.integer({ min: 1, max: 600 }) }),
  fc.record({
    kind: fc.constant('fault'),
    errorRate: fc.double({ min: 0, max: 1, noNaN: true }),
    seed: fc.option(fc.nat(), { nil: undefined }),
    requests: fc.nat({ max: 20 }),
  }),
  fc.record({ kind: fc.constantFrom('step', 'pause', 'signIn', 'wrongCode') }),
);

const nth = <Item>(items: readonly Item[], index: number): Item | undefined =>
  items.length === 0 ? undefined : items[index % items.length];

export async function applyAction(world: World, action: WorldAction): Promise<void> {
  const { db, clock } = world;
  const now = clock.now();
  const enquiry = 'pick' in action ? nth(db.enquiries.all(), action.pick) : undefined;
  const status = enquiry?.Status;
  const open = status !== 'Ordered' && status !== 'Cancelled' && status !== 'Archived';
  switch (action.kind) {
    case 'raise': {
      const garage = nth(db.garages.all(), action.pick);
      if (!garage) return;
      const image = action.image
        ? { image: { contentType: 'image/png', bytes: new Uint8Array(png) } }
        : {};
      await raiseEnquiry(
        db,
        {
          GarageId: garage.GarageId,
          Reg: 'YK19 HBN',
          Parts: 'Wiper blades',
          Notes: '',
          Status: action.order ? 'Order' : 'Waiting',
          ...image,
        },
        now,
      );
      return;
    }
    case 'quote':
      if (enquiry && (status === 'Waiting' || status === 'Order' || status === 'Quoted')) {
        const lines = suggestQuoteLines(db, enquiry.EnquiryId);
        if (lines.length > 0) await quoteEnquiry(db, enquiry, lines, { confirmed: false });
      }
      return;
    case 'confirm':
      if (enquiry && status === 'Quoted') {
        const orders = linesOf(db, enquiry.EnquiryId).map((line) => ({ line, Qty: line.Qty }));
        await confirmQuoteLines(db, orders, { branch: 'LEE', now });
      }
      return;
    case 'dispatch':
      if (enquiry && open && linesOf(db, enquiry.EnquiryId).length > 0) {
        await dispatchEnquiry(db, enquiry, now);
      }
      return;
    case 'deliver': {
      const delivery = nth(db.deliveries.all(), action.pick);
      if (delivery) await deliver(db, delivery);
      return;
    }
    case 'cancel':
      if (enquiry && open && status !== 'Garage Confirmed')
        await cancelEnquiry(db, enquiry, 'None left');
      return;
    case 'backorder':
      if (enquiry) await setBackorder(db, enquiry, !enquiry.Backordered);
      return;
    case 'message': {
      if (!enquiry) return;
      const BlobStorageId = action.image
        ? await storeEnquiryImage(db, enquiry.EnquiryId, {
            contentType: 'image/png',
            bytes: new Uint8Array(png),
          })
        : null;
      const post = action.fromGarage ? postGarageMessage : postSupplierMessage;
      await post(db, enquiry, { Text: action.text, BlobStorageId }, now);
      return;
    }
    case 'advance':
      clock.advance(action.minutes * 60_000);
      return;
    case 'fault': {
      const { errorRate, seed, requests } = action;
      world.faults.add({
        pathPattern: '/api/**',
        errorRate,
        ...(seed === undefined ? {} : { seed }),
      });
      for (let request = 0; request < requests; request++) world.faults.outcomeFor('/api/user');
      return;
    }
    case 'step':
      await world.simulator?.step();
      return;
    case 'pause':
      world.simulator?.configure({ running: !world.simulator.state().running });
      return;
    case 'signIn': {
      const [user] = db.users.all();
      if (user) await world.tokens.issue(crypto.randomUUID(), user.UserID);
      return;
    }
    case 'wrongCode':
      world.activationThrottle.recordWrongCode(crypto.randomUUID(), '198.51.100.7');
      return;
  }
}

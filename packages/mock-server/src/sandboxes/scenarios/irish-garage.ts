// An Irish garage: Dock Road Motors in Limerick, whose supplier (Shannon Auto Parts) trades
// in euros. The portal formats money in its company's CurrencyCode, EUR in the seed, so the
// story needs no change to the company, only prices a euro supplier would quote.
import { ukTimeOnDay } from '@garage/uk-time';
import { suggestQuoteLines, type NewQuoteLine } from '../../domain/quotes.ts';
import type { Collections } from '../../records/collections.ts';
import { fixtures } from '../../records/data/fixtures.ts';
import type { Scenario } from './scenario.ts';
import { storyOf } from './story.ts';

/** The sterling price in euros at 1.17, ending in 9 cents as a trade price does. */
export function inEuros(sterling: string): string {
  const cents = Math.round(Number(sterling) * 117);
  return ((cents - (cents % 10) + 9) / 100).toFixed(2);
}

/** The lines the supplier suggests, priced in euros. */
function euroLines(db: Collections, enquiryId: number): NewQuoteLine[] {
  return suggestQuoteLines(db, enquiryId).map((line) => ({
    ...line,
    UnitPrice: inEuros(line.UnitPrice),
    ...(line.RRP === undefined ? {} : { RRP: Math.ceil(line.RRP * 1.17) - 0.01 }),
  }));
}

export const irishGarage: Scenario = {
  name: 'irish-garage',
  title: 'An Irish garage, in euros',
  story:
    '10:15 at Dock Road Motors in Limerick, buying from Shannon Auto Parts in euros: two quotes in EUR, an order confirmed this morning and a new enquiry.',
  clockStart: (realNow) => ukTimeOnDay(realNow, 0, 10, 15),
  async recipe(db, { now }) {
    const story = storyOf(db, fixtures.garages.limerick, now);

    const belt = await story.raise(
      {
        Reg: '191 L 4528',
        Parts: 'Timing belt kit and water pump',
        Make: 'Volkswagen',
        Model: 'Golf',
      },
      -40,
    );
    await story.quote(belt, euroLines(db, belt.EnquiryId));
    await story.supplierWrites(belt, 'Both in stock at our Limerick branch.', -25);

    const wipers = await story.raise({ Reg: '221 LK 1093', Parts: 'Front wiper blades' }, -65);
    await story.quote(wipers, euroLines(db, wipers.EnquiryId));
    await story.garageWrites(wipers, 'Grand, we will collect them this afternoon.', -50);

    const pads = await story.raise({ Reg: '12 C 34567', Parts: 'Rear brake pads' }, -120);
    await story.quote(pads, euroLines(db, pads.EnquiryId));
    await story.confirm(pads, -90);

    await story.raise({ Reg: '182 D 20931', Parts: 'Glow plugs x 4' }, -10);
  },
};

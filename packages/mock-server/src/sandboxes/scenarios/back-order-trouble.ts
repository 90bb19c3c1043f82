// Back-order trouble: lines the supplier cannot get until next week, and a van running late.
import { ukTimeOnDay } from '@garage/uk-time';
import { suggestQuoteLines, type NewQuoteLine } from '../../domain/quotes.ts';
import type { Collections } from '../../records/collections.ts';
import { fixtures } from '../../records/data/fixtures.ts';
import type { Scenario } from './scenario.ts';
import { storyOf } from './story.ts';

const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
});

/** The enquiry's suggested lines, the first `count` on back order until next week. */
function backOrderedLines(db: Collections, enquiryId: number, count: number, now: number) {
  const due = new Date(ukTimeOnDay(now, 6, 12)).toISOString();
  return suggestQuoteLines(db, enquiryId).map((line, index): NewQuoteLine =>
    index < count
      ? {
          ...line,
          ResponseDetailNotes: 'Back order: due from the maker next week',
          DeliveryDate: due,
        }
      : line,
  );
}

export const backOrderTrouble: Scenario = {
  name: 'back-order-trouble',
  title: 'Back-order trouble',
  story:
    '14:30 at Kirkstall Road Garage: two enquiries wait on parts back-ordered until next week, and the van with an urgent order is running late.',
  clockStart: (realNow) => ukTimeOnDay(realNow, 0, 14, 30),
  async recipe(db, { now }) {
    const story = storyOf(db, fixtures.garages.kirkstall, now);

    const calipers = await story.raise(
      { Reg: 'YF18 LMC', Parts: 'Rear brake calipers and pads' },
      -180,
    );
    await story.quote(calipers, backOrderedLines(db, calipers.EnquiryId, 1, now));
    await story.backorder(calipers);
    await story.supplierWrites(
      calipers,
      'The calipers are on back order until next week; the pads can come today.',
      -150,
    );

    const sensor = await story.raise(
      { Reg: 'LS67 ABS', Parts: 'Front ABS sensor', Status: 'Order' },
      -300,
    );
    const allBackOrdered = backOrderedLines(db, sensor.EnquiryId, Number.MAX_SAFE_INTEGER, now);
    await story.takeOrder(sensor, allBackOrdered);
    await story.backorder(sensor);
    await story.garageWrites(sensor, 'Any chance sooner? The car is off the road.', -60);
    await story.supplierWrites(sensor, 'Sorry, none in the country until next week.', -45);

    const shocks = await story.raise({ Reg: 'BD16 VAN', Parts: 'Front shock absorbers' }, -240);
    await story.quote(shocks);
    await story.confirm(shocks, -220);
    // Promised between 150 and 30 minutes ago, whatever its van's time; now due in an hour.
    const van = await story.dispatch(shocks, -210);
    await story.delay(van, 60);
    await story.garageWrites(shocks, 'Where is the van? The customer is here.', -15);
    await story.supplierWrites(
      shocks,
      `Sorry, the van is stuck on the M62: it will be with you by ${londonTime.format(story.at(60))}.`,
      -10,
    );
  },
};

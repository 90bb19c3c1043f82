// Busy Monday: a garage's enquiries at every stage of their life, by mid-morning.
import { ukTimeOnDay } from '@garage/uk-time';
import { fixtures } from '../../records/data/fixtures.ts';
import { daysSinceMonday, type Scenario } from './scenario.ts';
import { storyOf } from './story.ts';

export const busyMonday: Scenario = {
  name: 'busy-monday',
  title: 'A busy Monday',
  story:
    'Monday, 11:20 at Kirkstall Road Garage: eight enquiries since opening, at every stage from waiting to delivered, and the garage chasing two of them.',
  clockStart: (realNow) => ukTimeOnDay(realNow, -daysSinceMonday(realNow), 11, 20),
  async recipe(db, { now }) {
    const story = storyOf(db, fixtures.garages.kirkstall, now);

    const pads = await story.raise(
      { Reg: 'LS68 KRG', Parts: 'Front brake pads and discs', Make: 'Ford', Model: 'Focus' },
      -12,
    );
    await story.garageWrites(pads, 'Customer waiting in reception: can you quote quickly?', -9);
    await story.raise({ Reg: 'YD17 HWA', Parts: 'Cabin filter and wiper blades' }, -25);
    await story.raise(
      { Reg: 'CONSUMABLES', Parts: '2 x 5W-30 oil, 5 litres', Status: 'Order', Consumables: true },
      -5,
    );

    const clutch = await story.raise({ Reg: 'BD19 XTR', Parts: 'Clutch kit' }, -70);
    await story.quote(clutch);
    await story.supplierWrites(clutch, 'Kit in stock at Leeds, the flywheel from Bradford.', -48);
    await story.garageWrites(clutch, 'Is the flywheel here before 2pm?', -30);
    const battery = await story.raise({ Reg: 'LN66 PLM', Parts: 'Battery 096' }, -90);
    await story.quote(battery);

    const belt = await story.raise({ Reg: 'YH20 OKD', Parts: 'Timing belt kit' }, -100);
    await story.quote(belt);
    await story.confirm(belt, -20);

    const shocks = await story.raise({ Reg: 'LS15 BVE', Parts: 'Rear shock absorbers' }, -115);
    await story.quote(shocks);
    await story.confirm(shocks, -60);
    await story.dispatch(shocks, -35);
    await story.supplierWrites(shocks, 'On the 9:05 van to you.', -34);

    const bulbs = await story.raise(
      { Reg: 'CONSUMABLES', Parts: 'H7 bulbs x 10', Consumables: true },
      -200,
    );
    await story.quote(bulbs);
    await story.confirm(bulbs, -190);
    // Dispatched early enough to have arrived by now, whatever its van's time.
    await story.deliver(await story.dispatch(bulbs, -185));
    await story.garageWrites(bulbs, 'Arrived, thanks.', -100);
  },
};

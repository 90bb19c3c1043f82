// What a scenario is: a named sales story told on top of the seed (sandboxes/scenarios/).
import type { StoreRecipe } from '../../world/world.ts';

export type Scenario = {
  /** As the demo API takes it: `{ "scenario": "busy-monday" }`. */
  name: string;
  title: string;
  /** The story in a line, for whoever picks one. */
  story: string;
  /** Where its clock starts when no other start is asked for: the story's day and hour. */
  clockStart(realNow: number): number;
  /** What it does to the freshly seeded store, at the clock's start. Never adds users. */
  recipe: StoreRecipe;
};

const londonWeekday = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
});
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Days since London's last Monday at `ms` (0 on a Monday). */
export function daysSinceMonday(ms: number): number {
  return Math.max(0, weekdays.indexOf(londonWeekday.format(ms)));
}

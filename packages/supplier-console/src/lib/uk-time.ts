// The demo's garages and supplier are in the UK: 'to 14:00', 'next morning' and a delivery
// date are London's clock, whatever zone the browser is in. The same UK day as the mock's
// (@garage/uk-time), so the console and the supplier it plays agree on what 'today' is.
import { ukTimeOnDay } from '@garage/uk-time';

/** The instant of a London calendar date (yyyy-MM-dd, as a date input gives it) at noon. */
export function ukNoonOf(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return ukTimeOnDay(Date.UTC(year, month - 1, day, 12), 0, 12);
}

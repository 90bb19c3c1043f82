// The demo's garages and supplier are in the UK: 'to 14:00' and 'next morning' are London's
// clock, whatever zone the browser is in.
const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** London's wall clock at `ms`, read as if it were UTC: the instant plus London's offset. */
function londonWallClock(ms: number): number {
  const part = Object.fromEntries(
    londonParts.formatToParts(ms).map(({ type, value }) => [type, Number(value)]),
  );
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = part;
  return Date.UTC(year, month - 1, day, hour, minute, second, ms % 1000);
}

/**
 * The instant London's clocks read `hour`:`minute` on the day `days` after London's day at
 * `ms`. Calendar days, not 24-hour steps, so a clock-change day keeps 08:00 at 08:00.
 */
export function ukTimeOnDay(ms: number, days: number, hour: number, minute = 0): number {
  const today = new Date(londonWallClock(ms));
  const wanted = Date.UTC(
    today.getUTCFullYear(),
    today.getUTCMonth(),
    today.getUTCDate() + days,
    hour,
    minute,
  );
  // The offset at a first guess, then again at the result: a guess across a clock change
  // settles on the second look.
  const first = wanted - (londonWallClock(wanted) - wanted);
  return wanted - (londonWallClock(first) - first);
}

/** The instant of a London calendar date (yyyy-MM-dd, as a date input gives it) at noon. */
export function ukNoonOf(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return ukTimeOnDay(Date.UTC(year, month - 1, day, 12), 0, 12);
}

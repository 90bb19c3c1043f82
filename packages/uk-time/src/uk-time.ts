// The supplier and its garages are in the UK: the supplier's "today", "tomorrow" and "17:00" are
// London's, whatever zone the machine running the mock or the console's browser is in
// (docs/rules.md#dates-and-times).

const ukTimeZone = 'Europe/London';

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ukTimeZone,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** London's wall clock at `ms`, read as if it were UTC: the same instant plus London's offset. */
function londonWallClock(ms: number): number {
  const part = Object.fromEntries(
    londonParts.formatToParts(ms).map(({ type, value }) => [type, Number(value)]),
  );
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = part;
  return Date.UTC(year, month - 1, day, hour, minute, second, ms % 1000);
}

/**
 * The instant London's clocks read `hour`:`minute` on the day `days` after London's day at `ms`
 * (0 for that day itself). Calendar days, not 24-hour steps: on a clock-change day (23 or 25
 * hours) tomorrow's noon is still noon. The supplier console's clock steps use it too.
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
  // The offset at a guess an hour or less away; looked up again at the result, which settles the
  // guesses that fall on the other side of a clock change.
  const first = wanted - (londonWallClock(wanted) - wanted);
  return wanted - (londonWallClock(first) - first);
}

/** The instant London's day at `ms` began. */
export const ukMidnight = (ms: number): number => ukTimeOnDay(ms, 0, 0);

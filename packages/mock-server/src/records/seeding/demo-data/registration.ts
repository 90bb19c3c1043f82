// Number plates: current-format and prefix UK plates for Pennine's garages, Irish for Shannon's.
import type { GarageRecord } from '../../record-types.ts';
import { isShannon, type SeedContext } from './context.ts';

/** DVLA letters: no I, Q or Z. */
const plateLetters = 'ABCDEFGHJKLMNOPRSTUVWXY';

export function registration({ faker: f, now }: SeedContext, g: GarageRecord): string {
  const letters = (n: number) => f.string.fromCharacters(plateLetters, n);
  const year = new Date(now).getUTCFullYear();
  if (isShannon(g)) {
    const yy = f.number.int({ min: 14, max: (year % 100) - 1 });
    const county = f.helpers.weightedArrayElement([
      { weight: 6, value: 'L' },
      { weight: 2, value: 'CE' },
      { weight: 1, value: 'C' },
      { weight: 1, value: 'D' },
    ]);
    return `${yy}${f.number.int({ min: 1, max: 2 })} ${county} ${f.number.int({ min: 1, max: 40000 })}`;
  }
  if (f.datatype.boolean(0.08)) {
    return `${f.string.fromCharacters('PRSTVWXY')}${f.number.int({ min: 1, max: 999 })} ${letters(3)}`;
  }
  // Age identifiers issued by now: March's is the year, September's the year plus 50.
  const ages: string[] = [];
  for (let y = 2008; y <= year; y++) {
    if (Date.UTC(y, 2, 1) <= now) ages.push(String(y % 100).padStart(2, '0'));
    if (Date.UTC(y, 8, 1) <= now) ages.push(String((y % 100) + 50));
  }
  const area = f.datatype.boolean(0.6) ? 'Y' : f.string.fromCharacters('ABDEFLMNSW');
  return `${area}${letters(1)}${f.helpers.arrayElement(ages)} ${letters(3)}`;
}

// Returns: three months of them, and a few older for the summary to leave out.
import { returnReasons } from '../../data/wording.ts';
import { fixtures } from '../../data/fixtures.ts';
import type { NewRecord } from '../../record-types.ts';
import { day, hour, iso, type SeedContext } from './context.ts';

export function seedReturns({
  faker: f,
  midnight,
  randomParts,
}: SeedContext): NewRecord<'returns'>[] {
  const returns: NewRecord<'returns'>[] = [];
  const returnsFor = (account: string, recent: number, old: number) => {
    const ages = [
      ...Array.from({ length: recent }, () => f.number.int({ min: 1, max: 85 })),
      ...Array.from({ length: old }, () => f.number.int({ min: 100, max: 160 })),
    ];
    for (const age of ages) {
      returns.push({
        CustomerKeyCode: account,
        DateTime: iso(midnight - age * day + f.number.int({ min: 8 * hour, max: 17 * hour })),
        Parts: randomParts().map(({ Part, Qty }) => ({
          PartNo: Part,
          Qty: Math.min(Qty, 2),
          Reason: f.helpers.arrayElement(returnReasons),
        })),
      });
    }
  };
  returnsFor(fixtures.accounts.pennineLeeds, 10, 3);
  returnsFor(fixtures.accounts.pennineBradford, 5, 2);
  return returns.sort((a, b) => Date.parse(a.DateTime) - Date.parse(b.DateTime));
}

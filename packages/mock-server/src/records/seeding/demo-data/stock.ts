// Stock for every quoted part: in at the company's main branch, only at others, or nowhere.
import type { Branch } from '../../data/branches.ts';
import type { GarageRecord, NewRecord } from '../../record-types.ts';
import { branchesOf, isShannon, type SeedContext } from './context.ts';

type StockKind = 'own' | 'elsewhere' | 'none';

export function seedStock(
  { faker: f }: SeedContext,
  stockPlan: ReadonlyMap<string, GarageRecord>,
): NewRecord<'stock'>[] {
  const stock: NewRecord<'stock'>[] = [];
  const planned = [...stockPlan];
  const kinds = planned.map(() =>
    f.helpers.weightedArrayElement<StockKind>([
      { weight: 5, value: 'own' },
      { weight: 3, value: 'elsewhere' },
      { weight: 2, value: 'none' },
    ]),
  );
  // Each kind at least once among Pennine's parts, where the demo user's LEE branch decides.
  const pennineParts = planned.flatMap(([, g], i) => (isShannon(g) ? [] : [i]));
  f.helpers.arrayElements(pennineParts, 3).forEach((i, k) => {
    kinds[i] = (['own', 'elsewhere', 'none'] as const)[k] ?? 'own';
  });
  planned.forEach(([Part, g], i) => {
    const [main, ...others] = branchesOf(g);
    if (!main) return;
    const kind = kinds[i] ?? 'own';
    const row = (branch: Branch, Stock: number) => stock.push({ Part, Branch: branch.code, Stock });
    if (kind === 'own') {
      row(main, f.number.int({ min: 1, max: 12 }));
      for (const b of f.helpers.arrayElements(others, { min: 2, max: others.length }))
        row(b, f.number.int({ min: 0, max: 9 }));
    } else if (kind === 'elsewhere') {
      if (others.length < 3 || f.datatype.boolean(0.5)) row(main, 0);
      const stocked = f.helpers.arrayElement(others);
      for (const b of others)
        row(b, b === stocked ? f.number.int({ min: 1, max: 8 }) : f.number.int({ min: 0, max: 4 }));
    } else if (f.datatype.boolean(0.5)) {
      for (const b of [main, ...others]) row(b, 0);
    }
  });
  return stock;
}

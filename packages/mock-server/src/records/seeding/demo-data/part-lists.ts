// Saved part lists: a few per garage, none named like one the garage already has.
import { Query } from '@msw/data';
import { partListTemplates } from '../../data/wording.ts';
import { fixtures } from '../../data/fixtures.ts';
import type { NewRecord } from '../../record-types.ts';
import type { SeedContext } from './context.ts';

const { kirkstall, headingley, bradford } = fixtures.garages;

export function seedPartLists({ faker: f, db }: SeedContext): NewRecord<'partLists'>[] {
  const partLists: NewRecord<'partLists'>[] = [];
  for (const [garageId, count] of [
    [kirkstall, 4],
    [headingley, 3],
    [bradford, 3],
  ] as const) {
    const existing = new Set(
      db.partLists
        .findMany(new Query((record) => record.GarageId === garageId))
        .map((l) => l.PartGroup),
    );
    const lists = f.helpers.arrayElements(
      partListTemplates.filter((t) => !existing.has(t.name)),
      count,
    );
    for (const list of lists) {
      for (const PartList of list.parts)
        partLists.push({ GarageId: garageId, PartGroup: list.name, PartList });
    }
  }
  return partLists;
}

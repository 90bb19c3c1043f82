import { describe, expect, it } from 'vitest';
import { groupPartLists, searchPartLists } from './part-lists.ts';

describe('groupPartLists', () => {
  it('gathers the entries into lists, keeping lists and parts in first-seen order', () => {
    const lists = groupPartLists([
      { PartGroup: 'Full service', PartList: 'Oil filter' },
      { PartGroup: 'Front brakes', PartList: 'Front brake pads' },
      { PartGroup: 'Full service', PartList: 'Air filter' },
      { PartGroup: 'Front brakes', PartList: 'Front brake discs' },
      { PartGroup: 'Full service', PartList: 'Cabin filter' },
    ]);

    expect([...lists]).toEqual([
      ['Full service', ['Oil filter', 'Air filter', 'Cabin filter']],
      ['Front brakes', ['Front brake pads', 'Front brake discs']],
    ]);
  });

  it('gives no lists for no entries', () => {
    expect(groupPartLists([]).size).toBe(0);
  });
});

describe('searchPartLists', () => {
  const lists = new Map([
    ['Full service', ['Oil filter', 'Air filter', 'Spark plugs']],
    ['Front brakes', ['Front brake pads', 'Front brake discs', 'Wear sensor']],
    ['Rear brakes', ['Rear brake shoes']],
  ]);
  const names = (found: ReadonlyMap<string, unknown>) => [...found.keys()];

  it('keeps every list, in order, for a blank search', () => {
    expect(searchPartLists(lists, '')).toBe(lists);
    expect(searchPartLists(lists, '   ')).toBe(lists);
  });

  it('matches the list name, ignoring case', () => {
    expect(names(searchPartLists(lists, 'SERVICE'))).toEqual(['Full service']);
    expect(names(searchPartLists(lists, 'bRaKeS'))).toEqual(['Front brakes', 'Rear brakes']);
  });

  it('matches a list by one of its parts only, and keeps all its parts', () => {
    const found = searchPartLists(lists, 'spark');
    expect([...found]).toEqual([['Full service', ['Oil filter', 'Air filter', 'Spark plugs']]]);
    expect(names(searchPartLists(lists, 'WEAR SENS'))).toEqual(['Front brakes']);
  });

  it('ignores spaces around the search but not inside it', () => {
    expect(names(searchPartLists(lists, '  oil filter '))).toEqual(['Full service']);
    expect(names(searchPartLists(lists, 'oilfilter'))).toEqual([]);
  });

  it('does not match text that straddles the name and a part or two parts', () => {
    expect(names(searchPartLists(lists, 'serviceoil'))).toEqual([]);
    expect(names(searchPartLists(lists, 'filter, air'))).toEqual([]);
  });

  it('finds nothing when neither a name nor a part contains the search', () => {
    expect(searchPartLists(lists, 'gearbox').size).toBe(0);
  });
});

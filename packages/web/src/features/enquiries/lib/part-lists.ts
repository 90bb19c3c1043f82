import type { PartListEntry } from '@garage/api-types';

/** Saved part lists by name, each with its parts. */
export type PartLists = ReadonlyMap<string, readonly string[]>;

/**
 * The supplier sends one entry per part, PartGroup naming its list; this gathers
 * them into a map from list name to parts, lists and parts in the order first seen.
 */
export function groupPartLists(entries: readonly PartListEntry[]): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  for (const { PartGroup, PartList } of entries) {
    const parts = lists.get(PartGroup);
    if (parts) parts.push(PartList);
    else lists.set(PartGroup, [PartList]);
  }
  return lists;
}

/**
 * The lists whose name or any part contains the search, ignoring case, in their
 * order. A blank search keeps them all; edge spaces are ignored.
 */
export function searchPartLists(lists: PartLists, search: string): PartLists {
  const needle = search.trim().toLowerCase();
  if (needle === '') return lists;
  const contains = (text: string) => text.toLowerCase().includes(needle);
  return new Map([...lists].filter(([name, parts]) => contains(name) || parts.some(contains)));
}

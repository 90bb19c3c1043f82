// Which records of a collection a save writes and which parts it removes (world-document.ts):
// each record is stored under a key of its own, and keys rise along the collection, so the
// stored keys give its order back without a list of them to rewrite on every change. The
// collection (@msw/data) appends what is created, puts an update's new record object where
// the old one was, and splices out what is deleted, and never changes a record object in
// place. So a record object saved before is saved as it is; new ones where gone ones were are
// their updates and take their keys, in order; a new one at the end takes a key above every
// other.

/** A collection's records as last saved, each under its key (`keys[at]`, rising). */
export type KeyedRecords = { records: readonly object[]; keys: readonly number[]; next: number };

export type RecordsChange = {
  /** The collection as saved now. */
  saved: KeyedRecords;
  /** The records to write, each with its key: new or updated ones (every one, `whole`). */
  written: { record: object; key: number }[];
  /** The keys no longer held: deleted records. */
  removed: number[];
};

export const noRecords: KeyedRecords = { records: [], keys: [], next: 0 };

/**
 * Restored records and the keys they were stored under, in the same order. Not as many: the
 * keys alone, each to be removed, and the records to be written afresh.
 */
export function keyedRecords(records: readonly object[], keys: readonly number[]): KeyedRecords {
  const next = keys.reduce((highest, key) => Math.max(highest, key + 1), 0);
  const matched = keys.length === records.length;
  return { records: matched ? [...records] : [], keys: [...keys], next };
}

/** What changed from `before` to the collection's records `now`. */
export function recordsChange(
  before: KeyedRecords,
  now: readonly object[],
  { whole = false } = {},
): RecordsChange {
  const matched = before.records.length === before.keys.length;
  return (matched && walked(before, now, whole)) || rekeyed(before, now);
}

/** Keys kept in place; null if the records moved in a way the collection never moves them. */
function walked(before: KeyedRecords, now: readonly object[], whole: boolean) {
  const { records, keys: keysBefore } = before;
  let present: Set<object> | undefined;
  const gone = (record: object) => !(present ??= new Set(now)).has(record);
  const keys: number[] = [];
  const written: RecordsChange['written'] = [];
  const removed: number[] = [];
  /** The keys of the records gone since the last one kept, for their updates, in order. */
  let lendable: number[] = [];
  let next = before.next;
  let at = 0;
  for (const record of now) {
    while (at < records.length && records[at] !== record && gone(records[at] as object)) {
      lendable.push(keysBefore[at] as number);
      at += 1;
    }
    let key: number;
    if (records[at] === record) {
      key = keysBefore[at] as number;
      at += 1;
      // Gone before a record kept: deleted.
      removed.push(...lendable);
      lendable = [];
      if (whole) written.push({ record, key });
    } else if (lendable.length > 0 || at === records.length) {
      key = lendable.shift() ?? next++;
      written.push({ record, key });
    } else {
      return null;
    }
    keys.push(key);
  }
  removed.push(...lendable, ...keysBefore.slice(at));
  return { saved: { records: [...now], keys, next }, written, removed };
}

/** Every record written afresh under a new key, every key before removed. */
function rekeyed(before: KeyedRecords, now: readonly object[]): RecordsChange {
  let { next } = before;
  const keys = now.map(() => next++);
  const written = now.map((record, at) => ({ record, key: keys[at] as number }));
  return { saved: { records: [...now], keys, next }, written, removed: [...before.keys] };
}

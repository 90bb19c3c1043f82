// Which records of a collection a save writes and which parts it removes (world-document.ts):
// each record is stored under a key of its own, and keys rise along the collection, so the
// stored keys give its order back without a list of them to rewrite on every change. The
// collection (@msw/data) appends what is created, puts an update's new record object where
// the old one was, and splices out what is deleted, and never changes a record object in
// place. So a record object saved before is saved as it is; new ones where gone ones were are
// their updates and take their keys, in order; a new one at the end takes a key above every
// other. A save's usual change, records updated in place or created, brings the saved list up
// to date in place; any other is walked into a new one.

/**
 * A collection's records as last saved, each under its key (`keys[at]`, rising), and every
 * record object saved under one so far.
 */
export type KeyedRecords = {
  records: object[];
  keys: number[];
  next: number;
  known: WeakSet<object>;
};

export type RecordsChange = {
  /** The collection as saved now. */
  saved: KeyedRecords;
  /** The records to write, each with its key: new or updated ones (every one, `whole`). */
  written: { record: object; key: number }[];
  /** The keys no longer held: deleted records. */
  removed: number[];
};

/** A collection none of whose records has been saved. */
export const noRecords = (): KeyedRecords => ({
  records: [],
  keys: [],
  next: 0,
  known: new WeakSet(),
});

/**
 * Restored records and the keys they were stored under, in the same order. Not as many: the
 * keys alone, each to be removed, and the records to be written afresh.
 */
export function keyedRecords(records: readonly object[], keys: readonly number[]): KeyedRecords {
  const next = keys.reduce((highest, key) => Math.max(highest, key + 1), 0);
  const matched = keys.length === records.length;
  const kept = matched ? [...records] : [];
  return { records: kept, keys: [...keys], next, known: new WeakSet(kept) };
}

/**
 * Whether the collection's records `now` are the very record objects saved in `before`, in
 * their order: nothing to write (one comparison of references per record).
 */
export function unchanged({ records, keys }: KeyedRecords, now: readonly object[]): boolean {
  if (records.length !== keys.length || records.length !== now.length) return false;
  for (let at = 0; at < now.length; at += 1) if (now[at] !== records[at]) return false;
  return true;
}

/** What changed from `before` to the collection's records `now`. */
export function recordsChange(
  before: KeyedRecords,
  now: readonly object[],
  { whole = false } = {},
): RecordsChange {
  const matched = before.records.length === before.keys.length;
  if (matched && !whole && grownInPlace(before, now)) return grown(before, now);
  return (matched && walked(before, now, whole)) || rekeyed(before, now);
}

/**
 * Whether the records were only updated in place or created since (a save's usual change):
 * every record object saved before that is still held is at its place, and none is gone.
 */
function grownInPlace({ records, known }: KeyedRecords, now: readonly object[]): boolean {
  if (now.length < records.length) return false;
  for (let at = 0; at < now.length; at += 1) {
    const record = now[at] as object;
    if (record !== records[at] && known.has(record)) return false;
  }
  return true;
}

/**
 * The change of records only updated in place or created (`grownInPlace`), walking them once
 * and bringing `before` up to date rather than copying it: the same keys as `walked` gives
 * them, for as much work as there are records, but no more memory than there are changes.
 */
function grown(before: KeyedRecords, now: readonly object[]): RecordsChange {
  const { records, keys, known } = before;
  const written: RecordsChange['written'] = [];
  for (let at = 0; at < now.length; at += 1) {
    const record = now[at] as object;
    if (record === records[at]) continue;
    if (at === records.length) {
      records.push(record);
      keys.push(before.next++);
    } else records[at] = record;
    known.add(record);
    written.push({ record, key: keys[at] as number });
  }
  return { saved: before, written, removed: [] };
}

/**
 * Keys kept in place, comparing the two lists side by side (a record object saved before, at
 * its place, is the same record); null if the records moved in a way the collection never
 * moves them.
 */
function walked(before: KeyedRecords, now: readonly object[], whole: boolean) {
  const { records, keys: keysBefore, known } = before;
  const keys: number[] = [];
  const written: RecordsChange['written'] = [];
  const removed: number[] = [];
  /** The keys of the records gone since the last one kept, for their updates, in order. */
  let lendable: number[] = [];
  let next = before.next;
  let at = 0;
  const keep = (record: object): number => {
    const key = keysBefore[at] as number;
    at += 1;
    // Gone before a record kept: deleted.
    removed.push(...lendable);
    lendable = [];
    if (whole) written.push({ record, key });
    return key;
  };
  for (const record of now) {
    if (records[at] === record) {
      keys.push(keep(record));
    } else if (known.has(record)) {
      // The records before it are gone.
      while (at < records.length && records[at] !== record)
        lendable.push(keysBefore[at++] as number);
      if (at === records.length) return null;
      keys.push(keep(record));
    } else {
      // New: the update of the record at its place, or created at the end.
      if (at < records.length) lendable.push(keysBefore[at++] as number);
      const key = lendable.shift() ?? next++;
      known.add(record);
      written.push({ record, key });
      keys.push(key);
    }
  }
  removed.push(...lendable, ...keysBefore.slice(at));
  return { saved: { records: [...now], keys, next, known }, written, removed };
}

/** Every record written afresh under a new key, every key before removed. */
function rekeyed(before: KeyedRecords, now: readonly object[]): RecordsChange {
  let { next } = before;
  const keys = now.map(() => next++);
  const written = now.map((record, at) => ({ record, key: keys[at] as number }));
  const saved = { records: [...now], keys, next, known: new WeakSet(now) };
  return { saved, written, removed: [...before.keys] };
}

// The keys a collection's records are stored under (record-keys.ts): whatever a collection does
// between saves, the stored records read in the order of their keys are the collection, and a
// save writes only what it created or updated.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  keyedRecords,
  noRecords,
  recordsChange,
  unchanged,
  type KeyedRecords,
} from './record-keys.ts';

/** What @msw/data does to a collection's records: append, replace in place, splice out. */
const operation = fc.oneof(
  fc.record({ kind: fc.constant('create' as const) }),
  fc.record({ kind: fc.constantFrom('update' as const, 'delete' as const), pick: fc.nat() }),
);
type Operation = typeof operation extends fc.Arbitrary<infer Value> ? Value : never;

function apply(records: object[], op: Operation): void {
  if (op.kind === 'create') {
    records.push({});
    return;
  }
  if (records.length === 0) return;
  const at = op.pick % records.length;
  if (op.kind === 'update') records[at] = {};
  else records.splice(at, 1);
}

/** A store of one collection's parts: each record by key. */
function storeOf() {
  const parts = new Map<number, object>();
  return {
    parts,
    save(change: ReturnType<typeof recordsChange>) {
      for (const key of change.removed) parts.delete(key);
      for (const { record, key } of change.written) parts.set(key, record);
      return [...parts].sort(([a], [b]) => a - b).map(([, record]) => record);
    },
  };
}

describe('record keys', () => {
  test.prop([fc.array(fc.array(operation, { maxLength: 8 }), { minLength: 1, maxLength: 12 })])(
    'give back the collection in its order, writing only what was created or updated',
    (saves) => {
      const records: object[] = [{}, {}, {}];
      const store = storeOf();
      let saved: KeyedRecords = noRecords();
      for (const operations of saves) {
        const before = new Set(saved.records);
        for (const op of operations) apply(records, op);
        const same = unchanged(saved, records);
        const change = recordsChange(saved, records);
        saved = change.saved;
        // Unchanged exactly when the save has nothing to write or remove; and once saved, it is.
        expect(same).toBe(change.written.length === 0 && change.removed.length === 0);
        expect(unchanged(saved, records)).toBe(true);

        const read = store.save(change);
        expect(read).toHaveLength(records.length);
        expect(read.every((record, at) => record === records[at])).toBe(true);
        expect(change.written.filter(({ record }) => before.has(record))).toEqual([]);
        expect(saved.keys).toEqual([...saved.keys].sort((a, b) => a - b));
      }
    },
  );

  it('gives an update the key of the record it replaced', () => {
    const records = [{}, {}, {}];
    const { saved } = recordsChange(noRecords(), records);
    const updated = {};
    const change = recordsChange(saved, [records[0] ?? {}, updated, records[2] ?? {}]);

    expect(change.written).toEqual([{ record: updated, key: saved.keys[1] }]);
    expect(change.removed).toEqual([]);
  });

  it('writes every record afresh when records move as a collection never moves them', () => {
    const first = {};
    const second = {};
    const { saved } = recordsChange(noRecords(), [first, second]);
    const change = recordsChange(saved, [second, first]);

    expect(change.removed).toEqual(saved.keys);
    expect(change.written).toEqual([
      { record: second, key: 2 },
      { record: first, key: 3 },
    ]);
  });

  it('writes every record afresh when restored ones do not match the keys stored', () => {
    const restored = keyedRecords([{}, {}], [0, 4, 7]);
    const change = recordsChange(restored, [{}, {}]);

    expect(change.removed).toEqual([0, 4, 7]);
    expect(change.written.map(({ key }) => key)).toEqual([8, 9]);
  });
});

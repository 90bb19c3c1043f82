// A sandbox's world as a store keeps it (sandbox-stores/, docs/demo-sandboxes.md, "Stores"): its
// capture with tokens (capture.ts) as JSON text, split so that a save writes only what
// changed. Each record is a part of its own, named after its collection and a key that gives
// its place ("enquiries/1f", record-keys.ts); so is the saved demo a sandbox was started from,
// which its resets go back to. The document holds the rest, small: how many records each
// collection holds, the clock and the real time it was saved at (so that a running clock
// catches up when it is put back), the faults, the simulator, the wrong codes. Raising an
// enquiry then writes that enquiry and the document, not every enquiry. A collection has
// changed when it no longer holds the very record objects saved last (it replaces a record's
// object on update, never changes one in place: record-keys.ts); the small parts are compared
// as they are, the simulator by its capture. Nothing changed: nothing to save.
import { InvalidInputError } from '../domain/errors.ts';
import { capturedBinary, capturedSimulator } from './capture.ts';
import {
  keyedRecords,
  noRecords,
  recordsChange,
  unchanged,
  type KeyedRecords,
} from './record-keys.ts';
import type { World } from './world.ts';
import { recordCollections, type WorldState } from './world-state.ts';

/** The document's own version: a store holding another is read as holding nothing usable. */
const format = 3;

export type WorldDocument = {
  /** Real time (ms) the state was taken at. */
  savedAt: number;
  state: WorldState;
  /** The saved demo a sandbox was started from (createWorld's `origin`). */
  origin?: WorldState;
};

/** The collections whose records are kept as parts of their own. */
const collectionParts = [...recordCollections, 'images', 'assets', 'devices'] as const;
type CollectionPart = (typeof collectionParts)[number];

/**
 * The document, the parts that changed since the last save (all, for a first save), and the
 * parts no longer held (records deleted, or all of a collection written afresh under new keys).
 */
export type WorldChange = {
  document: string;
  parts: Record<string, string>;
  removedParts: string[];
};

export type WorldDocumentTracker = {
  /** What changed since the last one made (or since the world was restored); null: nothing. */
  changed(): WorldChange | null;
  /** The document and every part, changed or not. */
  whole(): WorldChange;
};

const recordPart = (name: CollectionPart, key: number) => `${name}/${key.toString(36)}`;

/** Each collection's records' keys in the stored parts, in their order. */
function storedKeys(parts: Record<string, string>): Map<string, number[]> {
  const keys = new Map<string, number[]>();
  for (const part of Object.keys(parts)) {
    const slash = part.indexOf('/');
    if (slash < 0) continue;
    const name = part.slice(0, slash);
    let list = keys.get(name);
    if (!list) keys.set(name, (list = []));
    list.push(parseInt(part.slice(slash + 1), 36));
  }
  for (const list of keys.values()) list.sort((a, b) => a - b);
  return keys;
}

/** A record's JSON as the capture holds it: images and assets by name or as base64. */
const recordText = (name: CollectionPart, record: object): string =>
  JSON.stringify(
    name === 'images' || name === 'assets'
      ? capturedBinary(record as Parameters<typeof capturedBinary>[0])
      : record,
  );

/**
 * Follows `world`'s changes. `origin`: the saved demo it was started from, if any. `restored`:
 * the parts the world was just put back from (the store's), so nothing has changed yet.
 */
export function trackWorldDocument(
  world: World,
  { origin, restored }: { origin?: WorldState; restored?: Record<string, string> } = {},
): WorldDocumentTracker {
  const { db } = world;
  const restoredKeys = storedKeys(restored ?? {});
  const saved = new Map<CollectionPart, KeyedRecords>();
  for (const name of collectionParts) {
    if (!restored) continue;
    const keyed = keyedRecords(db[name].all(), restoredKeys.get(name) ?? []);
    saved.set(name, keyed);
  }
  const originPart: Record<string, string> = origin ? { origin: JSON.stringify(origin) } : {};
  let originSaved = restored !== undefined;

  /**
   * Adds to `parts` the records of collection `name` written since its last save (every one,
   * `whole`); answers the parts of the records it no longer holds.
   */
  function collectionChange(name: CollectionPart, parts: Record<string, string>, whole: boolean) {
    const change = recordsChange(saved.get(name) ?? noRecords(), db[name].all(), { whole });
    saved.set(name, change.saved);
    for (const { record, key } of change.written) {
      parts[recordPart(name, key)] = recordText(name, record);
    }
    return change.removed.map((key) => recordPart(name, key));
  }

  /** Whether the collection holds the very record objects it held when last saved. */
  function asSaved(name: CollectionPart): boolean {
    const before = saved.get(name);
    return before !== undefined && unchanged(before, db[name].all());
  }

  /**
   * The small parts as text, and their key, which leaves out what moves by itself: a running
   * clock's time, and the time of a simulator step that found nothing due.
   */
  const smallParts = () => {
    // A reset seeds the store again, around another time.
    const seededAt = new Date(world.seededAt).toISOString();
    const faults = JSON.stringify(world.faults.capture());
    const wrongCodes = JSON.stringify(world.activationThrottle.capture());
    // The simulator by its whole capture but the time of its last step, which every step
    // moves: compared whole, no change to it can go unsaved (about 5 µs a save).
    const simulator = world.simulator?.capture();
    const simulatorKey = simulator ? JSON.stringify({ ...simulator, lastStepAt: 0 }) : '';
    // Lines: JSON escapes its own line breaks.
    const key =
      `${seededAt}\n${faults}\n${wrongCodes}\n${world.clock.frozen}:${world.clock.setting()}\n` +
      simulatorKey;
    return { key, seededAt, faults, wrongCodes, simulator };
  };
  let lastKey = restored ? smallParts().key : '';

  /** How many records each collection holds: one object, brought up to date for each save. */
  const held = Object.fromEntries(collectionParts.map((name) => [name, 0]));
  function counts(): string {
    for (const name of collectionParts) held[name] = db[name].all().length;
    return JSON.stringify(held);
  }

  function make(
    names: readonly CollectionPart[],
    whole: boolean,
    current = smallParts(),
  ): WorldChange {
    const { key, seededAt, faults, wrongCodes, simulator } = current;
    lastKey = key;
    const parts: Record<string, string> = originSaved ? {} : { ...originPart };
    originSaved = true;
    const removedParts = names.flatMap((name) => collectionChange(name, parts, whole));
    const now = new Date(world.clock.now()).toISOString();
    const state =
      `{"seed":${world.seed},"seededAt":"${seededAt}"` +
      `,"clock":{"now":"${now}","frozen":${world.clock.frozen}},"faults":${faults}` +
      `,"simulator":${JSON.stringify(simulator ? capturedSimulator(simulator) : null)}` +
      `,"wrongCodes":${wrongCodes}}`;
    const document = `{"format":${format},"savedAt":${Date.now()},"counts":${counts()},"state":${state}}`;
    return { document, parts, removedParts };
  }

  return {
    changed() {
      const current = smallParts();
      const names = collectionParts.filter((name) => !asSaved(name));
      if (names.length === 0 && current.key === lastKey) return null;
      return make(names, false, current);
    },
    whole: () => make(collectionParts, true),
  };
}

/** A stored document and its parts read back; another format, or a part missing, is refused. */
export function readWorldDocument(text: string, parts: Record<string, string>): WorldDocument {
  const read = JSON.parse(text) as {
    format: unknown;
    savedAt: number;
    counts: Record<string, number>;
    state: object;
  };
  if (read.format !== format) {
    throw new InvalidInputError(
      `A stored sandbox is of format ${String(read.format)}, not ${format}`,
    );
  }
  const keys = storedKeys(parts);
  /** A collection's records, in the order of their keys, as many as the document says. */
  const recordsOf = (name: CollectionPart): unknown => {
    const records = (keys.get(name) ?? []).map((key) => parts[recordPart(name, key)]);
    if (records.length !== read.counts[name]) {
      throw new InvalidInputError(`A stored sandbox lacks some of its ${name}`);
    }
    return JSON.parse(`[${records.join(',')}]`);
  };
  const records = Object.fromEntries(recordCollections.map((name) => [name, recordsOf(name)]));
  const state = {
    ...read.state,
    records,
    binaries: { images: recordsOf('images'), assets: recordsOf('assets') },
    devices: recordsOf('devices'),
  } as WorldState;
  const origin =
    parts.origin === undefined ? {} : { origin: JSON.parse(parts.origin) as WorldState };
  return { savedAt: read.savedAt, state, ...origin };
}

/**
 * The state to carry on from: a running clock moved on by the real time since it was saved,
 * so the world's time went on meanwhile and its simulator does what fell due.
 */
export function caughtUp({ savedAt, state }: WorldDocument, now = Date.now()): WorldState {
  if (state.clock.frozen) return state;
  const at = Date.parse(state.clock.now) + Math.max(0, now - savedAt);
  return { ...state, clock: { ...state.clock, now: new Date(at).toISOString() } };
}

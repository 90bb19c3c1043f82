// A sandbox's world as a store keeps it (persistence/, docs/demo-sandboxes.md, "Stores"): its
// capture with tokens (capture.ts) as JSON text, split so that a save writes only what
// changed. Each collection is a part of its own (and so is the saved demo a sandbox was
// started from, which its resets go back to); the document holds the rest, small: the clock
// and the real time it was saved at (so that a running clock catches up when it is put back),
// the faults, the simulator, the wrong codes. A collection's JSON is put together again only
// once its hooks said it changed, from each record's JSON as made once, and the small parts
// are compared as they are. Nothing changed: nothing to save.
import { InvalidInputError } from '../domain/errors.ts';
import { capturedBinary, capturedSimulator, recordCollections } from './capture.ts';
import type { World } from './world.ts';
import type { WorldState } from './world-state.ts';

/** The document's own version: a store holding another is read as holding nothing usable. */
const format = 2;

export type WorldDocument = {
  /** Real time (ms) the state was taken at. */
  savedAt: number;
  state: WorldState;
  /** The saved demo a sandbox was started from (createWorld's `origin`). */
  origin?: WorldState;
};

/** The collections kept as parts of their own. */
const collectionParts = [...recordCollections, 'images', 'assets', 'devices'] as const;
type CollectionPart = (typeof collectionParts)[number];

/** The document, and the parts that changed since the last save (all, for a first save). */
export type WorldChange = { document: string; parts: Record<string, string> };

export type WorldDocumentTracker = {
  /** What changed since the last one made (or since the world was restored); null: nothing. */
  changed(): WorldChange | null;
  /** The document and every part, changed or not. */
  whole(): WorldChange;
};

/**
 * Follows `world`'s changes. `origin`: the saved demo it was started from, if any. `restored`:
 * the world was just put back from what the store holds, so nothing has changed yet.
 */
export function trackWorldDocument(
  world: World,
  { origin, restored = false }: { origin?: WorldState; restored?: boolean } = {},
): WorldDocumentTracker {
  const { db } = world;
  /** Each collection's JSON as last made; a change drops it, to be made again when needed. */
  const parts = new Map<CollectionPart, string>();
  /** The parts changed since the last save. */
  const unsaved = new Set<CollectionPart>(restored ? [] : collectionParts);
  for (const name of collectionParts) {
    const changed = () => {
      parts.delete(name);
      unsaved.add(name);
    };
    db[name].hooks.on('create', changed);
    db[name].hooks.on('update', changed);
    db[name].hooks.on('delete', changed);
  }
  const originPart: Record<string, string> = origin ? { origin: JSON.stringify(origin) } : {};
  let originSaved = restored;

  /**
   * Each record's JSON as made once: an update gives a collection a new record object, never
   * changes one in place, so a record seen before has the same JSON. Raising an enquiry then
   * makes one record's JSON, not its collection's.
   */
  const recordTexts = new WeakMap<object, string>();
  const recordText = (record: object, asJson: () => unknown = () => record): string => {
    let text = recordTexts.get(record);
    if (text === undefined) {
      text = JSON.stringify(asJson());
      recordTexts.set(record, text);
    }
    return text;
  };
  const part = (name: CollectionPart): string => {
    let text = parts.get(name);
    if (text === undefined) {
      const records =
        name === 'images' || name === 'assets'
          ? db[name].all().map((binary) => recordText(binary, () => capturedBinary(binary)))
          : db[name].all().map((record: object) => recordText(record));
      text = `[${records.join(',')}]`;
      parts.set(name, text);
    }
    return text;
  };

  /** The small parts; their key leaves out what moves by itself (a running clock's time). */
  const smallParts = () => {
    const simulator = world.simulator?.capture();
    const small = {
      seededAt: new Date(world.seededAt).toISOString(),
      faults: JSON.stringify(world.faults.capture()),
      wrongCodes: JSON.stringify(world.activationThrottle.capture()),
      clock: `${world.clock.frozen}:${world.clock.setting()}`,
      // A step that found nothing due moves only its time: nothing to keep.
      simulator: simulator ? JSON.stringify({ ...simulator, lastStepAt: 0 }) : '',
    };
    return { key: JSON.stringify(small), small, simulator };
  };
  let lastKey = restored ? smallParts().key : '';

  function make(names: Iterable<CollectionPart>, current = smallParts()): WorldChange {
    const { key, small, simulator } = current;
    lastKey = key;
    const changedParts: Record<string, string> = originSaved ? {} : { ...originPart };
    originSaved = true;
    for (const name of names) changedParts[name] = part(name);
    unsaved.clear();
    const clock = { now: new Date(world.clock.now()).toISOString(), frozen: world.clock.frozen };
    const state =
      `{"seed":${world.seed},"seededAt":"${small.seededAt}","clock":${JSON.stringify(clock)}` +
      `,"faults":${small.faults}` +
      `,"simulator":${simulator ? JSON.stringify(capturedSimulator(simulator)) : 'null'}` +
      `,"wrongCodes":${small.wrongCodes}}`;
    const document = `{"format":${format},"savedAt":${Date.now()},"state":${state}}`;
    return { document, parts: changedParts };
  }

  return {
    changed() {
      const current = smallParts();
      if (unsaved.size === 0 && current.key === lastKey) return null;
      return make([...unsaved], current);
    },
    whole: () => make(collectionParts),
  };
}

/** A stored document and its parts read back; another format, or a part missing, is refused. */
export function readWorldDocument(text: string, parts: Record<string, string>): WorldDocument {
  const read = JSON.parse(text) as { format: unknown; savedAt: number; state: object };
  if (read.format !== format) {
    throw new InvalidInputError(
      `A stored sandbox is of format ${String(read.format)}, not ${format}`,
    );
  }
  const partOf = (name: string): unknown => {
    const value = parts[name];
    if (value === undefined) throw new InvalidInputError(`A stored sandbox lacks its ${name}`);
    return JSON.parse(value);
  };
  const records = Object.fromEntries(recordCollections.map((name) => [name, partOf(name)]));
  const state = {
    ...read.state,
    records,
    binaries: { images: partOf('images'), assets: partOf('assets') },
    devices: partOf('devices'),
  } as WorldState;
  const origin = parts.origin === undefined ? {} : { origin: partOf('origin') as WorldState };
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

// A sandbox's world as the document a store keeps (persistence/, docs/demo-sandboxes.md,
// "Stores"): its capture with tokens (capture.ts) as JSON text, the real time it was taken,
// so that a running clock catches up when it is put back, and, for a sandbox started from a
// saved demo, that demo, which its resets go back to. A save comes after every change, so the
// text is kept in parts: a collection's JSON is put together again only once its hooks said it
// changed, from each record's JSON as made once, and the small parts (clock, faults,
// simulator, wrong codes) are compared as they are. Nothing changed: no save.
import { InvalidInputError } from '../domain/errors.ts';
import { capturedBinary, capturedSimulator, recordCollections } from './capture.ts';
import type { World } from './world.ts';
import type { WorldState } from './world-state.ts';

/** The document's own version: a store holding another is read as holding nothing usable. */
const format = 1;

export type WorldDocument = {
  /** Real time (ms) the state was taken at. */
  savedAt: number;
  state: WorldState;
  /** The saved demo a sandbox was started from (createWorld's `origin`). */
  origin?: WorldState;
};

/** The collections kept as parts of their own, in the order a capture lists them. */
const collectionParts = [...recordCollections, 'images', 'assets', 'devices'] as const;
type CollectionPart = (typeof collectionParts)[number];

export type WorldDocumentTracker = {
  /** The document now, or null when nothing changed since the last one made (or restored). */
  changed(): string | null;
  /** The document now, changed or not. */
  whole(): string;
};

/**
 * Follows `world`'s changes. `origin`: the saved demo it was started from, if any. `restored`:
 * the world was just put back from its stored document, so nothing has changed yet.
 */
export function trackWorldDocument(
  world: World,
  { origin, restored = false }: { origin?: WorldState; restored?: boolean } = {},
): WorldDocumentTracker {
  const { db } = world;
  /** Each collection's JSON as last made; a change drops it, to be made again when needed. */
  const parts = new Map<CollectionPart, string>();
  let changedSince = !restored;
  for (const name of collectionParts) {
    const changed = () => {
      parts.delete(name);
      changedSince = true;
    };
    db[name].hooks.on('create', changed);
    db[name].hooks.on('update', changed);
    db[name].hooks.on('delete', changed);
  }
  const originText = origin ? `,"origin":${JSON.stringify(origin)}` : '';

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

  function make({ key, small, simulator } = smallParts()): string {
    lastKey = key;
    changedSince = false;
    const clock = { now: new Date(world.clock.now()).toISOString(), frozen: world.clock.frozen };
    const records = recordCollections.map((name) => `"${name}":${part(name)}`).join(',');
    const state =
      `{"seed":${world.seed},"seededAt":"${small.seededAt}","clock":${JSON.stringify(clock)}` +
      `,"records":{${records}}` +
      `,"binaries":{"images":${part('images')},"assets":${part('assets')}}` +
      `,"faults":${small.faults}` +
      `,"simulator":${simulator ? JSON.stringify(capturedSimulator(simulator)) : 'null'}` +
      `,"devices":${part('devices')},"wrongCodes":${small.wrongCodes}}`;
    return `{"format":${format},"savedAt":${Date.now()}${originText},"state":${state}}`;
  }

  return {
    changed() {
      const current = smallParts();
      return changedSince || current.key !== lastKey ? make(current) : null;
    },
    whole: () => make(),
  };
}

/** A stored document read back; a document of another format is refused. */
export function readWorldDocument(text: string): WorldDocument {
  const read = JSON.parse(text) as WorldDocument & { format: unknown };
  if (read.format !== format) {
    throw new InvalidInputError(
      `A stored sandbox is of format ${String(read.format)}, not ${format}`,
    );
  }
  const { savedAt, state, origin } = read;
  return { savedAt, state, ...(origin ? { origin } : {}) };
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

// A world's state taken as plain JSON, and put back: the seam a saved demo (saved-demo.ts) and
// a store of sandboxes both use. captureWorld(world) gives everything a visitor made: records
// (images as bytes, or the name of a picture the seed draws), the clock, the fault rules and
// their runs, the simulator's settings and pending work. With `withTokens`, also the signed-in
// devices and the recent wrong licence codes: a store keeps them so browsers stay signed in,
// a saved demo never holds them. createWorld's `origin` and `restoreFrom` (world.ts) take it.
import type { Collections } from '../store/collections.ts';
import { generatedPicture, generatedPictureName } from '../store/assets/generated.ts';
import type { CapturedSimulator } from '../simulator/simulator.ts';
import { InvalidInputError } from '../domain/errors.ts';
import type { World } from './world.ts';
import {
  recordSchemas,
  type CapturedBinary,
  type RecordCollection,
  type WorldState,
} from './world-state.ts';

export type CaptureOptions = {
  /** Also the devices with their tokens, and the wrong licence codes (never in a saved demo). */
  withTokens?: boolean;
};

const iso = (ms: number) => new Date(ms).toISOString();
export const recordCollections = Object.keys(recordSchemas) as RecordCollection[];

/** A deep copy holding only what JSON holds: no store keys, nothing shared with the store. */
const plain = <Value>(value: Value): Value => JSON.parse(JSON.stringify(value)) as Value;

type BinaryRecord = ReturnType<Collections['images']['all']>[number];

export function capturedBinary({ Key, ContentType, Bytes }: BinaryRecord): CapturedBinary {
  // Every writer stores one of the types the capture names (an upload is checked by its bytes).
  const type = ContentType as CapturedBinary['ContentType'];
  const Generated = generatedPictureName(Bytes);
  if (Generated !== undefined) return { Key, ContentType: type, Generated };
  return { Key, ContentType: type, Base64: Buffer.from(Bytes).toString('base64') };
}

export function capturedSimulator(
  captured: CapturedSimulator,
): NonNullable<WorldState['simulator']> {
  return {
    running: captured.running,
    quoteAfterMs: captured.quoteAfterMs,
    dispatchAfterMs: captured.dispatchAfterMs,
    replyAfterMs: captured.replyAfterMs,
    startedAt: iso(captured.startedAt),
    lastStepAt: iso(captured.lastStepAt),
    confirmedAt: captured.confirmedAt.map(({ EnquiryId, at }) => ({ EnquiryId, at: iso(at) })),
  };
}

/** The simulator's capture back in clock times. */
export function simulatorCapture(
  captured: NonNullable<WorldState['simulator']>,
): CapturedSimulator {
  return {
    ...captured,
    startedAt: Date.parse(captured.startedAt),
    lastStepAt: Date.parse(captured.lastStepAt),
    confirmedAt: captured.confirmedAt.map(({ EnquiryId, at }) => ({
      EnquiryId,
      at: Date.parse(at),
    })),
  };
}

/** The world's whole state now, as plain JSON that shares nothing with the world. */
export function captureWorld(
  world: World,
  { withTokens = false }: CaptureOptions = {},
): WorldState {
  const { db } = world;
  // Through JSON: no store keys, nothing shared with the store.
  const records = JSON.parse(
    JSON.stringify(Object.fromEntries(recordCollections.map((name) => [name, db[name].all()]))),
  ) as WorldState['records'];
  return {
    seed: world.seed,
    seededAt: iso(world.seededAt),
    clock: { now: iso(world.clock.now()), frozen: world.clock.frozen },
    records,
    binaries: {
      images: db.images.all().map(capturedBinary),
      assets: db.assets.all().map(capturedBinary),
    },
    faults: plain(world.faults.capture()),
    simulator: world.simulator && capturedSimulator(world.simulator.capture()),
    ...(withTokens
      ? { devices: plain(db.devices.all()), wrongCodes: world.activationThrottle.capture() }
      : {}),
  };
}

function binaryBytes(binary: CapturedBinary): Uint8Array<ArrayBuffer> {
  if ('Base64' in binary) return new Uint8Array(Buffer.from(binary.Base64, 'base64'));
  const picture = generatedPicture(binary.Generated);
  if (!picture) throw new InvalidInputError(`No picture named ${binary.Generated} is drawn here`);
  return picture;
}

/**
 * Empties the store and fills it with a state's records, in their order, so a capture of it
 * lists them as the state does. The state is left as it was (it may be loaded again).
 */
export async function loadRecords(db: Collections, state: WorldState): Promise<void> {
  for (const collection of Object.values(db)) collection.clear();
  const records = structuredClone(state.records);
  for (const name of recordCollections) {
    // One collection's records at a time, typed by the collection they go into.
    const collection = db[name] as unknown as { create(record: unknown): Promise<unknown> };
    for (const record of records[name]) await collection.create(record);
  }
  for (const name of ['images', 'assets'] as const) {
    for (const binary of state.binaries[name]) {
      const { Key, ContentType } = binary;
      await db[name].create({ Key, ContentType, Bytes: binaryBytes(binary) });
    }
  }
  for (const device of state.devices ?? []) await db.devices.create({ ...device });
}

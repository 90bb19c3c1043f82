// A world's capture (capture.ts) put back: createWorld (world.ts) starts a world from a saved
// demo's state, or carries one on from a store's. Apart from capture.ts, which takes a whole
// World (world.ts's type): world.ts imports this, and importing capture.ts made a cycle.
import type { Collections } from '../records/collections.ts';
import { generatedPicture } from '../records/assets/generated.ts';
import type { CapturedSimulator } from '../simulator/simulator.ts';
import { InvalidInputError } from '../domain/errors.ts';
import { recordCollections, type CapturedBinary, type WorldState } from './world-state.ts';

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

// A world's state taken as plain JSON: the seam a saved demo (saved-demo.ts) and a store of
// sandboxes both use. captureWorld(world) gives everything a visitor made: records (images as
// bytes, or the name of a picture the seed draws), the clock, the fault rules and their runs,
// the simulator's settings and pending work. With `withTokens`, also the signed-in devices and
// the recent wrong licence codes: a store keeps them so browsers stay signed in, a saved demo
// never holds them. createWorld's `origin` and `restoreFrom` (world.ts) take it, and put it
// back with restore.ts.
import type { Collections } from '../records/collections.ts';
import { generatedPictureName } from '../records/assets/generated.ts';
import type { CapturedSimulator } from '../simulator/simulator.ts';
import type { World } from './world.ts';
import { recordCollections, type CapturedBinary, type WorldState } from './world-state.ts';

export type CaptureOptions = {
  /** Also the devices with their tokens, and the wrong licence codes (never in a saved demo). */
  withTokens?: boolean;
};

const iso = (ms: number) => new Date(ms).toISOString();

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

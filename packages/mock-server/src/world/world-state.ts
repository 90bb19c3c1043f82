// A world's whole state as plain JSON: what captureWorld (capture.ts) gives and createWorld's
// `origin` and `restoreFrom` take, and, without what belongs to the visitors, the body of a
// saved demo (saved-demo.ts). The same shapes are SavedDemo's in openapi/mock-demo-api.yaml
// (saved-demo.test.ts checks the two agree). What a schema cannot say (a quote line's enquiry
// is there too) is checked by state-problems.ts.
import { z } from 'zod';
import { collectionSchemas } from '../records/collections.ts';

const isoDateTime = z.iso.datetime({ offset: true });
const uint32 = z.int().min(0).max(4_294_967_295);
const simulatorDelay = z.int().min(0).max(86_400_000);

/** The collections a capture holds as records (the binaries are apart; devices only with tokens). */
export const recordSchemas = (() => {
  const { devices: _devices, images: _images, assets: _assets, ...records } = collectionSchemas;
  return records;
})();

export type RecordCollection = keyof typeof recordSchemas;
export const recordCollections = Object.keys(recordSchemas) as RecordCollection[];

const binaryFields = {
  Key: z.string().min(1).max(200),
  ContentType: z.enum(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf']),
};

/**
 * A binary record: its bytes as base64, or the name of a picture the seed draws
 * (records/assets/generated.ts), which every mock draws alike.
 */
export const capturedBinarySchema = z.union([
  z.strictObject({ ...binaryFields, Base64: z.base64() }),
  z.strictObject({ ...binaryFields, Generated: z.string().min(1).max(200) }),
]);

export const capturedFaultRuleSchema = z.object({
  id: z.int().min(1),
  pathPattern: z.string().regex(/^\//).max(200),
  latencyMs: z.int().min(0).max(60_000),
  errorRate: z.number().min(0).max(1),
  status: z.int().min(400).max(599),
  seed: uint32.optional(),
  matched: z.int().min(0),
  failed: z.int().min(0),
});

export const capturedSimulatorSchema = z.strictObject({
  running: z.boolean(),
  quoteAfterMs: simulatorDelay,
  dispatchAfterMs: simulatorDelay,
  replyAfterMs: simulatorDelay.nullable(),
  /** Records older than this count from it (the simulator's start, or its last resume). */
  startedAt: isoDateTime,
  lastStepAt: isoDateTime,
  /** When each Garage Confirmed enquiry it has seen was confirmed: dispatched that long after. */
  confirmedAt: z.array(z.strictObject({ EnquiryId: z.int().min(1), at: isoDateTime })),
});

/** What a saved demo and a capture share: everything but the visitors' tokens and wrong codes. */
export const sharedStateShape = {
  /** The seed it was first built from (a reset of a seeded world seeds it again). */
  seed: uint32,
  /** The clock time the seed's dates were placed around (the demo API's clock/set moves it). */
  seededAt: isoDateTime,
  clock: z.strictObject({
    // The years a sandbox's clock may start in: dates far off break the seed's and the van's sums.
    now: isoDateTime.regex(/^20\d\d-/, 'must be a date-time from 2000 to 2099'),
    frozen: z.boolean(),
  }),
  records: z.strictObject(
    Object.fromEntries(
      Object.entries(recordSchemas).map(([name, schema]) => [name, z.array(schema)]),
    ) as { [Name in RecordCollection]: z.ZodArray<(typeof recordSchemas)[Name]> },
  ),
  binaries: z.strictObject({
    images: z.array(capturedBinarySchema),
    assets: z.array(capturedBinarySchema),
  }),
  faults: z.strictObject({
    nextId: z.int().min(1),
    rules: z.array(capturedFaultRuleSchema).max(100),
  }),
  /** Null from a mock running without a simulator. */
  simulator: capturedSimulatorSchema.nullable(),
};

export const worldStateSchema = z.object({
  ...sharedStateShape,
  /** The signed-in devices and their tokens: only in a capture made with them. */
  devices: z.array(collectionSchemas.devices).optional(),
  /** Recent wrong licence codes by device and client address: only with the tokens. */
  wrongCodes: z.array(z.object({ key: z.string(), times: z.array(z.number()) })).optional(),
});

export type WorldState = z.output<typeof worldStateSchema>;
export type CapturedBinary = z.output<typeof capturedBinarySchema>;

// A saved demo: one world's state as a versioned JSON document (SavedDemo in
// openapi/mock-demo-api.yaml), which a sandbox can start from. It holds the capture of the
// world without what belongs to its visitors (device tokens, wrong licence codes) and without
// its id. Versioning (docs/demo-sandboxes.md, "Saved demos and scenarios"): a change an older
// mock could not read, or would read wrongly, is a new version; a mock refuses a version it
// does not know, naming it, rather than guess.
import { z } from 'zod';
import { InvalidInputError } from '../domain/errors.ts';
import { captureWorld } from './capture.ts';
import { checkState } from './state-problems.ts';
import type { World } from './world.ts';
import { sharedStateShape, type WorldState } from './world-state.ts';

export const savedDemoFormat = 'garage-parts-demo';
export const savedDemoVersion = 1;

export const savedDemoSchema = z.strictObject({
  format: z.literal(savedDemoFormat, { error: `must be "${savedDemoFormat}": not a saved demo` }),
  version: z.literal(savedDemoVersion, {
    error: `must be ${savedDemoVersion}, the version of saved demo this mock reads`,
  }),
  label: z
    .string()
    .min(1)
    .max(60)
    .regex(/^\P{Cc}*$/u, 'must not contain control characters')
    .nullable(),
  savedAt: z.iso.datetime({ offset: true }),
  ...sharedStateShape,
});

export type SavedDemo = z.output<typeof savedDemoSchema>;

/** The world as a saved demo, saved at `savedAt` (real time, ms). */
export function saveDemo(world: World, savedAt: number): SavedDemo {
  const { devices: _devices, wrongCodes: _wrongCodes, ...state } = captureWorld(world);
  return {
    format: savedDemoFormat,
    version: savedDemoVersion,
    label: world.label,
    savedAt: new Date(savedAt).toISOString(),
    ...state,
  };
}

/** A zod issue as the API names a problem: its place under `where`, and the rule. */
function problemOf(error: z.ZodError, where: string): string {
  const [issue] = error.issues;
  const path = [where, ...(issue?.path ?? []).map(String)].join('/');
  return `${path} ${issue?.message ?? 'is not a saved demo'}`;
}

/**
 * A document read as a saved demo: the state to start a world from, and its label. Anything
 * else is refused with an InvalidInputError naming its first problem under `where`.
 */
export async function readSavedDemo(
  document: unknown,
  where = 'body',
): Promise<{ label: string | null; state: WorldState }> {
  const parsed = savedDemoSchema.safeParse(document);
  if (!parsed.success) throw new InvalidInputError(problemOf(parsed.error, where));
  const { format: _format, version: _version, label, savedAt: _savedAt, ...state } = parsed.data;
  await checkState(state, where);
  return { label, state };
}

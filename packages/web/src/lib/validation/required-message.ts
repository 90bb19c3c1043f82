import { z } from './zod.ts';

/** The validation layer's default message for a missing field: '{path} is a required field'. */
export const requiredMessage = (path: string): string => `${path} is a required field`;

/**
 * Schema params reporting `message` when the value is missing. Any other issue returns no
 * message, so it keeps the message of its own check or zod's default.
 */
const errorWhenMissing = (message: string): { error: z.core.$ZodErrorMap } => ({
  error: (issue) => (issue.input === undefined ? message : undefined),
});

/** Schema params giving a field the default required message when it is missing. */
export const requiredField = (path: string): { error: z.core.$ZodErrorMap } =>
  errorWhenMissing(requiredMessage(path));

/**
 * A string that must be present and non-empty, both failing with `message`. The empty check
 * aborts so an empty field shows only that message, not the length or character rules too.
 */
export const requiredString = (message: string): z.ZodString =>
  z.string(errorWhenMissing(message)).min(1, { error: message, abort: true });

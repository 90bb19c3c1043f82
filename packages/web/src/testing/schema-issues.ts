// Test helper for the schema tables: the issues a schema reports for one field's value.
import type { z } from 'zod';

/** Marks a field left out of the input altogether, as opposed to given an empty value. */
export const missing = Symbol('missing');

/** The record without one of its fields. */
export const without = (record: Record<string, unknown>, field: string) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => key !== field));

/** The issues of `valid` with `field` set to `value` (or left out), as {path, message}. */
export function issuesWith(
  schema: z.ZodType,
  valid: Record<string, unknown>,
  field: string,
  value: unknown,
) {
  const input = value === missing ? without(valid, field) : { ...valid, [field]: value };
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map(({ path, message }) => ({ path: path.join('.'), message }));
}

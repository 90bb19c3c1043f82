// A valid request broken in exactly one field, keyword by keyword of its schema: a wrong type,
// a missing required property, an unknown one, a length or a number just past its limit, a
// value outside its enum, format or pattern. Each break names the place the mock's 400 must
// name; a break the mock's own check would accept (the schema allows more than it seemed) is
// dropped, so every break left is one the contract forbids.
import { accepts, type FuzzOperation, type Location } from './operations.ts';
import { pathText, type Parts } from './request.ts';
import type { Schema } from './schema-values.ts';

export type SchemaBreak = {
  kind: string;
  /** What the 400's message must contain: the field's path, or its parent and its name. */
  names: string[];
  parts: Parts;
};

type Broken = { kind: string; names: string[]; value: unknown };

/** Values breaking one keyword; `text` parts (path, query, form) can only carry strings. */
function badValues(schema: Schema, text: boolean): { kind: string; value: unknown }[] {
  const types = [schema.type ?? []].flat();
  const bad: { kind: string; value: unknown }[] = [];
  if (types.includes('number')) bad.push({ kind: 'wrong type', value: 'abc' });
  if (types.includes('integer')) {
    bad.push(
      { kind: 'wrong type', value: 'abc' },
      { kind: 'wrong type', value: text ? '1.5' : 1.5 },
    );
  }
  if (types.includes('boolean')) bad.push({ kind: 'wrong type', value: 'maybe' });
  if (!text && types.includes('string')) bad.push({ kind: 'wrong type', value: 42 });
  if (!text && (types.includes('object') || types.includes('array'))) {
    bad.push({ kind: 'wrong type', value: 'text' });
  }
  if (schema.enum) bad.push({ kind: 'bad enum', value: 'NotInTheEnum' });
  if ('const' in schema) bad.push({ kind: 'bad const', value: `not ${String(schema.const)}` });
  if (schema.maxLength !== undefined) {
    bad.push({ kind: 'maxLength+1', value: 'x'.repeat(schema.maxLength + 1) });
  }
  if (schema.minLength) bad.push({ kind: 'minLength-1', value: 'x'.repeat(schema.minLength - 1) });
  if (schema.format) bad.push({ kind: 'bad format', value: `not-a-${schema.format}` });
  if (schema.pattern) bad.push({ kind: 'bad pattern', value: '!?' });
  if (schema.minimum !== undefined) bad.push({ kind: 'minimum-1', value: schema.minimum - 1 });
  if (schema.maximum !== undefined) bad.push({ kind: 'maximum+1', value: schema.maximum + 1 });
  if (schema.anyOf) bad.push({ kind: 'no anyOf', value: 'matches-none' });
  return bad;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function without(value: Record<string, unknown>, name: string): Record<string, unknown> {
  const { [name]: _left, ...rest } = value;
  return rest;
}

function objectBreaks(
  schema: Schema,
  value: Record<string, unknown>,
  path: string,
  text: boolean,
): Broken[] {
  const broken: Broken[] = [];
  for (const name of schema.required ?? []) {
    if (Object.hasOwn(value, name)) {
      broken.push({
        kind: 'missing required',
        names: [path, `'${name}'`],
        value: without(value, name),
      });
    }
  }
  if (schema.additionalProperties === false) {
    broken.push({
      kind: 'unknown property',
      names: [path, "'Unexpected'"],
      value: { ...value, Unexpected: 'x' },
    });
  }
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (!Object.hasOwn(value, name)) continue;
    for (const inner of breaksOf(property, value[name], `${path}/${name}`, text)) {
      broken.push({ ...inner, value: { ...value, [name]: inner.value } });
    }
  }
  return broken;
}

function arrayBreaks(schema: Schema, value: unknown[], path: string, text: boolean): Broken[] {
  const broken: Broken[] = [];
  if (schema.minItems) {
    broken.push({ kind: 'minItems-1', names: [path], value: value.slice(0, schema.minItems - 1) });
  }
  if (schema.maxItems !== undefined && value.length > 0) {
    const longer = Array.from({ length: schema.maxItems + 1 }, (_, i) => value[i % value.length]);
    broken.push({ kind: 'maxItems+1', names: [path], value: longer });
  }
  const first = schema.prefixItems?.[0] ?? schema.items;
  if (first && value.length > 0) {
    for (const inner of breaksOf(first, value[0], `${path}/0`, text)) {
      broken.push({ ...inner, value: [inner.value, ...value.slice(1)] });
    }
  }
  return broken;
}

function breaksOf(schema: Schema, value: unknown, path: string, text: boolean): Broken[] {
  const own = badValues(schema, text).map(({ kind, value: bad }) => ({
    kind,
    names: [path],
    value: bad,
  }));
  if (isRecord(value)) return [...own, ...objectBreaks(schema, value, path, text)];
  if (Array.isArray(value)) return [...own, ...arrayBreaks(schema, value, path, text)];
  return own;
}

/** A query parameter sent twice: the contract's parameters are single values. */
function repeated(value: Record<string, unknown>): Broken[] {
  return Object.entries(value).map(([name, item]) => ({
    kind: 'repeated parameter',
    names: [`querystring/${name}`],
    value: { ...value, [name]: [item, item] },
  }));
}

/** A path parameter sent as nothing: left out, null or empty as text. */
const emptyInPath = (value: unknown) =>
  value === undefined || value === null || pathText(value) === '';

function locationBreaks(operation: FuzzOperation, location: Location, parts: Parts): Broken[] {
  const schema = location === 'body' ? operation.body?.schema : operation[location];
  if (!schema) return [];
  const value = parts[location] ?? {};
  if (location === 'body' && operation.body?.type === 'application/json') {
    return breaksOf(schema, value, 'body', false);
  }
  if (!isRecord(value)) return [];
  const broken = objectBreaks(schema, value, location, true);
  // A path without one of its parameters, or with one empty, is another path: a 404, not
  // this operation's 400.
  if (location === 'params') {
    const names = Object.keys(schema.properties ?? {});
    return broken.filter(
      ({ value: params }) => isRecord(params) && names.every((name) => !emptyInPath(params[name])),
    );
  }
  return location === 'querystring' ? [...broken, ...repeated(value)] : broken;
}

/** Every single-field break of a valid request that its operation's schema rejects. */
export function schemaBreaks(operation: FuzzOperation, parts: Parts): SchemaBreak[] {
  return (['params', 'querystring', 'body'] as const).flatMap((location) =>
    locationBreaks(operation, location, parts)
      .filter((broken) => !accepts(operation, location, broken.value))
      .map(({ kind, names, value }) => ({
        kind: `${location} ${kind}`,
        names,
        parts: { ...parts, [location]: value },
      })),
  );
}

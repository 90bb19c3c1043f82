// Values a JSON Schema allows, as fast-check arbitraries: the keywords the documents' request
// schemas use (type lists, enum, const, anyOf, formats, patterns, lengths, ranges, items,
// prefixItems, required). Lengths at the limits come up on purpose: that is where checks slip. A
// keyword it does not know stops the run, rather than send requests it believes valid.
import fc from 'fast-check';
import { createAjv, type SchemaObject, type Validate } from '@garage/openapi-checks';

/**
 * Real values by property name (the seed's ids, ...), preferred where they fit: a list is
 * narrowed to the values the property's schema allows (one name, such as `id`, can mean an
 * enquiry here and an account there); an arbitrary must fit wherever its name is used.
 */
export type Hints = Readonly<Record<string, readonly unknown[] | fc.Arbitrary<unknown>>>;

/** The JSON Schema keywords the fuzzer reads, in the document's resolved schemas. */
export type Schema = SchemaObject & {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema | false;
  /** A tuple's items, one schema each (a position as [latitude, longitude]). */
  prefixItems?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
};

// Dates the mock can store and print: years 1970 to 2100.
const dates = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('2100-12-31T23:59:59Z'),
  noInvalidDate: true,
});

/** Text of any Unicode code points, or printable ASCII: each unit is one code point. */
function text(minLength: number, maxLength: number): fc.Arbitrary<string> {
  const unit = fc.constantFrom('binary', 'grapheme-ascii' as const);
  return unit.chain((kind) => fc.string({ unit: kind, minLength, maxLength }));
}

function stringOf(schema: Schema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'date':
      return dates.map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return dates.map((date) => date.toISOString());
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const min = schema.minLength ?? 0;
  const max = schema.maxLength;
  if (max === undefined) return text(min, min + 40);
  return fc.oneof(
    { weight: 3, arbitrary: text(min, Math.min(max, min + 40)) },
    { weight: 1, arbitrary: fc.constantFrom(min, max).chain((length) => text(length, length)) },
  );
}

function arrayOf(schema: Schema, hints: Hints): fc.Arbitrary<unknown[]> {
  if (schema.prefixItems)
    return fc.tuple(...schema.prefixItems.map((item) => valueOf(item, hints)));
  const item = valueOf(schema.items || {}, hints);
  const min = schema.minItems ?? 0;
  const max = schema.maxItems;
  const usual = fc.array(item, { minLength: min, maxLength: Math.min(max ?? min + 5, min + 5) });
  if (max === undefined) return usual;
  return fc.oneof(
    { weight: 5, arbitrary: usual },
    { weight: 1, arbitrary: fc.array(item, { minLength: max, maxLength: max }) },
  );
}

/** An object of the schema: every required property, some of the optional ones. */
export function objectOf(schema: Schema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, valueOf(property, hints, name)]),
  );
  return fc.record(model, { requiredKeys: schema.required ?? [] });
}

function ofType(type: string, schema: Schema, hints: Hints): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -(2 ** 31), max: schema.maximum ?? 2 ** 31 - 1 });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -(2 ** 31),
        max: schema.maximum ?? 2 ** 31,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      return stringOf(schema);
    case 'array':
      return arrayOf(schema, hints);
    case 'object':
      return objectOf(schema, hints);
  }
  throw new Error(`src/fuzz/schema-values.ts cannot generate values of type ${type} yet`);
}

const ajv = createAjv({ coerce: false });
const validators = new WeakMap<object, Validate>();

function fitting(schema: Schema, hint: readonly unknown[]): unknown[] {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return hint.filter((value) => validate(value));
}

/** A value the schema allows; for a property named in `hints`, mostly the hinted values. */
export function valueOf(schema: Schema, hints: Hints, name?: string): fc.Arbitrary<unknown> {
  const generated = generatedValue(schema, hints);
  const hint = name === undefined ? undefined : hints[name];
  if (!hint) return generated;
  let preferred: fc.Arbitrary<unknown>;
  if (hint instanceof fc.Arbitrary) preferred = hint;
  else {
    const values = fitting(schema, hint);
    if (values.length === 0) return generated;
    preferred = fc.constantFrom(...values);
  }
  return fc.oneof({ weight: 4, arbitrary: preferred }, { weight: 1, arbitrary: generated });
}

function generatedValue(schema: Schema, hints: Hints): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const { anyOf, ...shared } = schema;
  // A choice's required properties are needed as well as the schema's own.
  const required = (choice: Schema) => [...(shared.required ?? []), ...(choice.required ?? [])];
  if (anyOf) {
    return fc.oneof(
      ...anyOf.map((choice) =>
        valueOf({ ...shared, ...choice, required: required(choice) }, hints),
      ),
    );
  }
  const types = [schema.type ?? []].flat();
  if (types.length === 0) {
    throw new Error(
      `src/fuzz/schema-values.ts cannot generate values of ${JSON.stringify(schema)}`,
    );
  }
  return fc.oneof(...types.map((type) => ofType(type, schema, hints)));
}

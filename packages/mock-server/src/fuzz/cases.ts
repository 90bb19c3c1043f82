// The fuzzer's input: for any operation of the document, a valid request (a third of the
// time) or one broken in exactly one place, each with what the answer must be.
import fc from 'fast-check';
import type { SchemaObject } from '@garage/openapi-checks';
import { accepts, json, type FuzzOperation } from './operations.ts';
import { encodeRequest, type FilePart, type FuzzRequest, type Parts } from './request.ts';
import { schemaBreaks } from './schema-breaks.ts';
import { objectOf, valueOf } from './schema-values.ts';
import type { SeedValues } from './seed-values.ts';
import { transportBreaks, type Expectation } from './transport-breaks.ts';
import { png } from '../testing/uploads.ts';

export type FuzzCase = {
  operationId: string;
  /** 'valid', or which break it carries. */
  kind: string;
  request: FuzzRequest;
  /** The answer a broken request must get; none for a valid one. */
  expect?: Expectation;
};

/** The case in a line or two: what was sent, and what it had to get. */
export function describeCase({ operationId, kind, request, expect }: FuzzCase): string {
  const payload = request.payload === undefined ? '' : String(request.payload);
  const shown =
    payload.length > 300 ? `${payload.slice(0, 300)}… (${payload.length} characters)` : payload;
  const wanted = expect ? `${expect.status} naming ${expect.names.join(', ')}` : 'valid';
  const type = request.headers['content-type'] ?? 'no Content-Type';
  return `${operationId} [${kind}: ${wanted}] ${request.method} ${request.url.slice(0, 200)} (${type}, token: ${request.auth})\n    ${JSON.stringify(shown)}`;
}

/** An image as the portal attaches one, or bytes that are no image (a 415 the contract lists). */
const file: fc.Arbitrary<FilePart> = fc.record({
  filename: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
  type: fc.constantFrom('image/png', 'image/jpeg', 'application/octet-stream'),
  data: fc.oneof(
    { weight: 3, arbitrary: fc.constant(png) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)) },
  ),
});

/**
 * Whether a path parameter can be sent at all: URL parsers drop the dot segments '.' and '..'
 * (even written %2E), so no client can send them as a whole parameter.
 */
const sendableInPath = (value: unknown) => !/^\.{1,2}$/.test(String(value));

function validParts(
  operation: FuzzOperation,
  { hints, agreeing, failsOnPurpose }: SeedValues,
): fc.Arbitrary<Parts> {
  const object = (schema: SchemaObject | undefined) =>
    schema ? objectOf(schema, hints) : fc.constant({});
  const { body } = operation;
  const files = fc.record(Object.fromEntries((body?.files ?? []).map((name) => [name, file])), {
    requiredKeys: [],
  });
  const parts: fc.Arbitrary<Parts> = fc.record({
    params: object(operation.params),
    querystring: object(operation.querystring),
    body: !body
      ? fc.constant(undefined)
      : body.type === json
        ? valueOf(body.schema, hints)
        : objectOf(body.schema, hints),
    // Left-out files are absent keys, never undefined ones.
    files: files.map((chosen) => chosen as Record<string, FilePart>),
  });
  const agree = agreeing[operation.operationId];
  const agreed = agree
    ? fc.oneof({ weight: 1, arbitrary: parts }, { weight: 3, arbitrary: parts.chain(agree) })
    : parts;
  // The generators aim at the schema; the mock's own check has the last word on "valid".
  return agreed.filter(
    (candidate) =>
      !failsOnPurpose(candidate) &&
      Object.values(candidate.params).every(sendableInPath) &&
      accepts(operation, 'params', candidate.params) &&
      accepts(operation, 'querystring', candidate.querystring) &&
      (!body || accepts(operation, 'body', candidate.body)),
  );
}

/** Valid requests of an operation, JSON sent with and without a charset. */
export function validCases(operation: FuzzOperation, seed: SeedValues): fc.Arbitrary<FuzzCase> {
  return validParts(operation, seed).chain((whole) =>
    fc.constantFrom(json, `${json}; charset=utf-8`).map((contentType) => ({
      operationId: operation.operationId,
      kind: 'valid',
      request: encodeRequest(operation, whole, { contentType }),
    })),
  );
}

function casesOf(operation: FuzzOperation, seed: SeedValues): fc.Arbitrary<FuzzCase> {
  const { operationId } = operation;
  const parts = validParts(operation, seed);
  const valid = validCases(operation, seed);
  const broken = parts.chain((whole) => {
    const inFields = schemaBreaks(operation, whole).map(({ kind, names, parts: changed }) =>
      fc.constant({
        operationId,
        kind,
        request: encodeRequest(operation, changed),
        expect: { status: 400, names },
      }),
    );
    const onTheWay = transportBreaks(operation, whole).map((group) =>
      group.map((arbitrary) => arbitrary.map((broken) => ({ operationId, ...broken }))),
    );
    // A broken field as likely as a broken body, odd path or query values, or a bad token.
    const groups = [inFields, ...onTheWay].filter((group) => group.length > 0);
    return groups.length === 0 ? valid : fc.oneof(...groups.map((group) => fc.oneof(...group)));
  });
  return fc.oneof({ weight: 1, arbitrary: valid }, { weight: 2, arbitrary: broken });
}

/** Cases for every operation, each as likely as the next. */
export function fuzzCases(operations: FuzzOperation[], seed: SeedValues): fc.Arbitrary<FuzzCase> {
  return fc.oneof(...operations.map((operation) => casesOf(operation, seed)));
}

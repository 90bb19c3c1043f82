// A valid request broken on the way rather than in a field: unreadable or truncated bodies, a
// form without its boundary, the wrong Content-Type, a body over the limit, odd path and query
// values, a missing or unknown token. Each says which status and which words the answer must
// have, or nothing when the odd value is one the contract allows (then it is a valid request).
import fc from 'fast-check';
import { maxUploadMb } from '../plugins/infrastructure/multipart-form.ts';
import { maxParamLength } from '../plugins/infrastructure/errors.ts';
import { pngOfSize } from '../testing/uploads.ts';
import { accepts, json, multipart, type FuzzOperation } from './operations.ts';
import { encodeForm, encodeRequest, type FuzzRequest, type Parts } from './request.ts';

export type Expectation = { status: number; names: string[] };
export type TransportBreak = { kind: string; request: FuzzRequest; expect?: Expectation };

const badRequest = (...names: string[]): Expectation => ({ status: 400, names });
const unsupported: Expectation = { status: 415, names: ['Content-Type'] };

// Built once per limit: every oversized case shares them. Fastify's bodyLimit is 1 MiB, unless
// the operation has one of its own.
const serverBodyLimit = 1024 * 1024;
const overBodyLimits = new Map<number, string>();
function overBodyLimit(limit = serverBodyLimit): string {
  let body = overBodyLimits.get(limit);
  if (body === undefined) {
    body = `{"pad":"${'x'.repeat(limit)}"}`;
    overBodyLimits.set(limit, body);
  }
  return body;
}
const overUploadLimit = pngOfSize(maxUploadMb * 1024 * 1024 + 1);

function withBody(request: FuzzRequest, contentType: string | undefined, payload: string | Buffer) {
  const headers = { ...request.headers };
  if (contentType === undefined) delete headers['content-type'];
  else headers['content-type'] = contentType;
  return { ...request, headers, payload };
}

function jsonBreaks(request: FuzzRequest, bodyLimit?: number): fc.Arbitrary<TransportBreak>[] {
  const text = String(request.payload);
  const form = encodeForm({}, {});
  const broken = (
    kind: string,
    type: string | undefined,
    payload: string | Buffer,
    expect: Expectation,
  ) => ({
    kind,
    request: withBody(request, type, payload),
    expect,
  });
  return [
    // A prefix of an object's or an array's JSON is never JSON.
    fc
      .integer({ min: 1, max: Math.max(1, text.length - 1) })
      .map((cut) => broken('truncated JSON', json, text.slice(0, cut), badRequest('body'))),
    fc
      .constantFrom("{'single': 'quotes'}", 'NaN', '{"__proto__": {"polluted": true}}')
      .map((payload) => broken('not JSON', json, payload, badRequest('body'))),
    fc.constant(broken('empty JSON', json, '', badRequest('body'))),
    fc.constant(
      broken('over the body limit', json, overBodyLimit(bodyLimit), {
        status: 413,
        names: ['body'],
      }),
    ),
    fc
      .constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', undefined)
      .map((type) => broken('wrong Content-Type', type, text, unsupported)),
    fc.constant(
      broken(
        'wrong Content-Type',
        `${multipart}; boundary=${form.boundary}`,
        form.payload,
        unsupported,
      ),
    ),
  ];
}

function formBreaks(
  operation: FuzzOperation,
  request: FuzzRequest,
  parts: Parts,
): fc.Arbitrary<TransportBreak>[] {
  const fields = (parts.body ?? {}) as Record<string, unknown>;
  const form = encodeForm(fields, parts.files);
  const type = `${multipart}; boundary=${form.boundary}`;
  const [file] = operation.body?.files ?? [];
  const [field] = Object.keys(fields);
  const png = { filename: 'photo.png', type: 'image/png', data: pngOfSize(100) };
  // The multipart plugin takes one file at most: each of these sends only the files given.
  const formOf = (
    kind: string,
    expect: Expectation,
    textFields: Record<string, unknown>,
    files: Parts['files'],
  ) => {
    const { boundary, payload } = encodeForm(textFields, files);
    return fc.constant({
      kind,
      request: withBody(request, `${multipart}; boundary=${boundary}`, payload),
      expect,
    });
  };
  const breaks = [
    // Cut anywhere before the closing boundary; nothing left is an empty form, still incomplete.
    fc.integer({ min: 0, max: form.end }).map((cut) => ({
      kind: 'truncated form',
      request: withBody(request, type, form.payload.subarray(0, cut)),
      expect: badRequest('body'),
    })),
    fc
      .constantFrom(
        multipart,
        `${multipart}; boundary=`,
        `${multipart}; boundary=${'b'.repeat(71)}`,
      )
      .map((header) => ({
        kind: 'form without a boundary',
        request: withBody(request, header, form.payload),
        expect: badRequest('body', 'boundary'),
      })),
    fc.constant({
      kind: 'form with another boundary',
      request: withBody(request, `${multipart}; boundary=not-${form.boundary}`, form.payload),
      expect: badRequest('body'),
    }),
    fc.constantFrom(json, 'text/plain', undefined).map((header) => ({
      kind: 'wrong Content-Type',
      request: withBody(request, header, JSON.stringify(fields)),
      expect: unsupported,
    })),
    formOf('unknown file field', badRequest('body', "'Unexpected'"), fields, { Unexpected: png }),
    formOf('two files', badRequest('body'), fields, { [file ?? 'First']: png, Second: png }),
    // Any name Object.prototype has: the multipart plugin refuses them all.
    formOf(
      'field named like an Object property',
      badRequest('body'),
      { constructor: 'x', ...fields },
      {},
    ),
  ];
  if (field) {
    const { [field]: _sent, ...others } = fields;
    breaks.push(
      formOf('text field sent as a file', badRequest(`body/${field}`), others, { [field]: png }),
    );
  }
  if (file) {
    breaks.push(
      formOf('file over the upload limit', { status: 413, names: [`body/${file}`] }, fields, {
        [file]: { ...png, data: overUploadLimit },
      }),
      formOf(
        'file sent as text',
        badRequest(`body/${file}`),
        { ...fields, [file]: 'not a file' },
        {},
      ),
    );
  }
  return breaks;
}

const oddValues = ['€ü漢字🚗', '\u0000', '../', '../../etc/passwd', ' ', 'x'.repeat(3000)];

/** Odd path and query values: rejected naming the parameter unless the schema allows them. */
function oddValueBreaks(operation: FuzzOperation, parts: Parts): fc.Arbitrary<TransportBreak>[] {
  const breaks: fc.Arbitrary<TransportBreak>[] = [];
  for (const location of ['params', 'querystring'] as const) {
    for (const name of Object.keys(parts[location])) {
      breaks.push(
        fc.constantFrom(...oddValues).map((odd) => {
          const changed = { ...parts, [location]: { ...parts[location], [name]: odd } };
          const expect =
            location === 'params' && odd.length > maxParamLength
              ? { status: 414, names: ['params'] }
              : accepts(operation, location, changed[location])
                ? undefined
                : badRequest(`${location}/${name}`);
          return {
            kind: `odd ${location} value`,
            request: encodeRequest(operation, changed),
            expect,
          };
        }),
      );
      if (location === 'params') {
        breaks.push(
          fc.constantFrom('%', '%E0%A4%A', '%ZZ').map((raw) => ({
            kind: 'bad percent-encoding',
            request: encodeRequest(operation, parts, { rawParams: { [name]: raw } }),
            expect: badRequest('params'),
          })),
        );
      }
    }
  }
  return breaks;
}

/**
 * Every break of a valid request that is not about one field's value, in groups (the body,
 * the path and query, the token) so that an operation's many odd values do not crowd out
 * its few broken bodies.
 */
export function transportBreaks(
  operation: FuzzOperation,
  parts: Parts,
): fc.Arbitrary<TransportBreak>[][] {
  const request = encodeRequest(operation, parts);
  const body =
    operation.body?.type === json
      ? jsonBreaks(request, operation.bodyLimit)
      : operation.body?.type === multipart
        ? formBreaks(operation, request, parts)
        : [];
  const token = operation.secured
    ? [
        fc.constantFrom('none', 'unknown' as const).map((auth) => ({
          kind: 'no valid token',
          request: { ...request, auth },
          expect: { status: 401, names: ['token'] },
        })),
      ]
    : [];
  return [body, oddValueBreaks(operation, parts), token];
}

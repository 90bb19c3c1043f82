// Each operation's request and response checked against the document with the mock's own
// validators (@garage/openapi-checks): path and query values coerced from text as the mock
// coerces them, JSON bodies taken as sent. Each Ajv error is one difference (all of a body's).
import type { OpenApiDocument } from '@garage/api-types/openapi';
import { createAjv, parameterSchema, type Validate } from '@garage/openapi-checks';
import { operationsOf, type DocumentOperation } from '@garage/openapi-checks/operations';
import { kindOf, type Difference } from './drift-log.ts';

type Exchange = Pick<Difference, 'operationId' | 'method' | 'path' | 'status'>;

export type RequestSeen = {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** The media type without parameters; '' when the request names none. */
  contentType: string;
  body: Buffer;
};

export type ResponseSeen = { status: number; contentType: string; body: Buffer };

export type OperationCheck = {
  operationId: string;
  method: string;
  path: string;
  /** The statuses the operation lists (a 'default' answer is no status of its own). */
  statuses: number[];
  checkRequest(request: RequestSeen): Difference[];
  checkResponse(response: ResponseSeen): Difference[];
};

const json = 'application/json';

const unescape = (key: string) => key.replaceAll('~1', '/').replaceAll('~0', '~');

/**
 * Follows a JSON Pointer into the data: the value there (undefined where there is none) and
 * the pointer with each array position written as '*', since every item of a list is the same
 * place in the document (50 enquiries missing a field are one difference, not 50).
 */
function follow(data: unknown, pointer: string): { value: unknown; place: string } {
  let value = data;
  let place = '';
  for (const key of pointer.split('/').slice(1)) {
    place += Array.isArray(value) && /^\d+$/.test(key) ? '/*' : `/${key}`;
    value =
      value !== null && typeof value === 'object'
        ? (value as Record<string, unknown>)[unescape(key)]
        : undefined;
  }
  return { value, place };
}

/**
 * Every Ajv error as a difference (a missing or extra property pointed at by its own path),
 * each place and rule once per call however many items break it.
 */
function differencesOf(
  validate: Validate,
  data: unknown,
  where: Exchange & Pick<Difference, 'in'>,
): Difference[] {
  if (validate(data)) return [];
  const found = new Map<string, Difference>();
  for (const error of validate.errors ?? []) {
    const params = { ...error.params } as Record<string, unknown>;
    const named = params.missingProperty ?? params.additionalProperty;
    const pointer =
      typeof named === 'string'
        ? `${error.instancePath}/${named.replaceAll('~', '~0').replaceAll('/', '~1')}`
        : error.instancePath;
    const { value, place } = follow(data, pointer);
    const difference = {
      ...where,
      instancePath: place,
      expected: { keyword: error.keyword, params },
      received: kindOf(value),
    };
    found.set(JSON.stringify([place, difference.expected, difference.received]), difference);
  }
  return [...found.values()];
}

/** The whole of a part, wrong before any schema applies (absent, not JSON, another type). */
function wholePart(
  where: Exchange & Pick<Difference, 'in'>,
  keyword: string,
  params: Record<string, unknown>,
  received: string,
): Difference {
  return { ...where, instancePath: '', expected: { keyword, params }, received };
}

function parseJson(body: Buffer): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(body.toString('utf8')) as unknown };
  } catch {
    return undefined;
  }
}

export function operationChecks(document: OpenApiDocument): Map<string, OperationCheck> {
  // Every problem of a body, not the first: a report names all that drifted at once.
  const strict = createAjv({ coerce: false, allErrors: true });
  const coercing = createAjv({ coerce: true, allErrors: true });
  const errorBody = document.components?.schemas?.ErrorBody;
  const validateErrorBody = errorBody ? strict.compile(errorBody) : undefined;

  const check = ({ operationId, method, path, operation }: DocumentOperation): OperationCheck => {
    const { parameters } = operation;
    const compile = (schema: Record<string, unknown> | undefined) =>
      schema ? coercing.compile(schema) : undefined;
    const validatePath = compile(parameterSchema(parameters, 'path'));
    const validateQuery = compile(parameterSchema(parameters, 'query'));
    const bodyTypes = Object.keys(operation.requestBody?.content ?? {});
    const bodySchema = operation.requestBody?.content[json]?.schema;
    const validateBody = bodySchema ? strict.compile(bodySchema) : undefined;
    const responses = new Map(
      Object.entries(operation.responses).map(([status, response]) => {
        const schema = response.content?.[json]?.schema;
        return [status, schema ? strict.compile(schema) : undefined];
      }),
    );
    const exchange = { operationId, method, path };

    return {
      ...exchange,
      statuses: [...responses.keys()].filter((key) => key !== 'default').map(Number),
      checkRequest({ params, query, contentType, body }) {
        const where = { ...exchange, status: null };
        const found = [
          ...(validatePath
            ? differencesOf(validatePath, { ...params }, { ...where, in: 'path' })
            : []),
          ...(validateQuery
            ? differencesOf(validateQuery, { ...query }, { ...where, in: 'query' })
            : []),
        ];
        const inBody = { ...where, in: 'body' as const };
        if (bodyTypes.length === 0) return found;
        if (contentType === '' && body.length === 0) {
          if (operation.requestBody?.required !== true) return found;
          return [...found, wholePart(inBody, 'required', { types: bodyTypes }, 'nothing')];
        }
        if (!bodyTypes.includes(contentType)) {
          return [...found, wholePart(inBody, 'contentType', { types: bodyTypes }, contentType)];
        }
        if (contentType !== json || !validateBody) return found;
        const parsed = parseJson(body);
        if (!parsed) return [...found, wholePart(inBody, 'json', {}, 'text that is not JSON')];
        return [...found, ...differencesOf(validateBody, parsed.value, inBody)];
      },
      checkResponse({ status, contentType, body }) {
        const where = { ...exchange, status };
        // A server error the operation does not list is an outage, not a changed contract (no
        // document can list every failure): the report lists it, but it is no difference.
        const documented =
          responses.has(String(status)) || responses.has('default') || status >= 500;
        const found = documented
          ? []
          : [
              wholePart(
                { ...where, in: 'status' },
                'status',
                { documented: [...responses.keys()] },
                String(status),
              ),
            ];
        // An error status the operation does not list must still carry the error body.
        const validate =
          responses.get(String(status)) ??
          responses.get('default') ??
          (status >= 400 ? validateErrorBody : undefined);
        if (!validate) return found;
        const inBody = { ...where, in: 'response' as const };
        if (contentType !== json) {
          return [...found, wholePart(inBody, 'contentType', { types: [json] }, contentType)];
        }
        const parsed = parseJson(body);
        if (!parsed) return [...found, wholePart(inBody, 'json', {}, 'text that is not JSON')];
        return [...found, ...differencesOf(validate, parsed.value, inBody)];
      },
    };
  };

  return new Map(
    operationsOf(document).map((operation) => [operation.operationId, check(operation)]),
  );
}

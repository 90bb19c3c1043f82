// Ajv as the OpenAPI documents need it, one setup for every checker of them (the mock's
// contract plugin and fuzzer, the drift watch): the same request passes or fails the same way.
import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Parameter } from '@garage/api-types/openapi';
import addFormats from 'ajv-formats';

export type SchemaObject = Record<string, unknown>;
export type Validate = ValidateFunction;

/**
 * Ajv for OpenAPI 3.1 schemas (JSON Schema 2020-12: prefixItems, type lists, const). A checker
 * that answers a request stops at the first problem (allErrors off, the default); one that
 * reports on traffic asks for every problem (allErrors).
 */
export function createAjv({
  coerce,
  allErrors = false,
}: {
  coerce: boolean;
  allErrors?: boolean;
}): Ajv2020 {
  const ajv = new Ajv2020({
    coerceTypes: coerce ? 'array' : false,
    allErrors,
    // OpenAPI annotations (x-assumed, examples, ...) are not validation keywords.
    strict: false,
  });
  addFormats(ajv);
  // Files are checked on their own (type by content, size by the upload limit).
  ajv.addFormat('binary', true);
  return ajv;
}

/** 'body/Reg must match pattern "..."': where the problem is and which rule it breaks. */
export function formatErrors(errors: ErrorObject[], dataVar: string): string {
  return errors
    .map((error) => {
      const where = `${dataVar}${error.instancePath}`;
      if (error.keyword === 'additionalProperties') {
        return `${where} has unknown property '${String(error.params.additionalProperty)}'`;
      }
      if (error.keyword === 'enum') {
        return `${where} must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
      }
      return `${where} ${error.message ?? 'is invalid'}`;
    })
    .join('; ');
}

/** Object schema of one parameter location (path, query), as Fastify validates it. */
export function parameterSchema(
  parameters: Parameter[],
  location: string,
): SchemaObject | undefined {
  const matching = parameters.filter((parameter) => parameter.in === location);
  if (matching.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(matching.map((p) => [p.name, p.schema ?? {}])),
    required: matching.filter((p) => p.required).map((p) => p.name),
  };
}

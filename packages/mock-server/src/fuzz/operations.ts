// The fuzzer's view of the supplier document: per operation, the schema of each request part
// (as the contract plugin checks it) and what it may answer. Everything else in src/fuzz/
// works from these, so a new operation is fuzzed the day it is added to the document.
import type { OpenApiDocument } from '@garage/api-types/openapi';
import { withoutFiles } from '../plugins/infrastructure/multipart-form.ts';
import {
  createAjv,
  parameterSchema,
  type SchemaObject,
  type Validate,
} from '@garage/openapi-checks';
import { operationsOf } from '@garage/openapi-checks/operations';

export const json = 'application/json';
export const multipart = 'multipart/form-data';

export type Location = 'params' | 'querystring' | 'body';

export type Body = {
  type: typeof json | typeof multipart;
  /** The JSON body's schema, or a form's text fields (files are listed apart). */
  schema: SchemaObject;
  files: string[];
};

export type FuzzOperation = {
  operationId: string;
  method: 'GET' | 'POST';
  /** The document's path template, `{name}` per path parameter. */
  path: string;
  secured: boolean;
  params?: SchemaObject;
  querystring?: SchemaObject;
  body?: Body;
  /** The largest body it takes, in bytes, where the document gives it one of its own. */
  bodyLimit?: number;
  /** What it answers with each status: the media types, and a JSON body's validator. */
  responses: Map<number, { types: string[]; validate?: Validate }>;
  /** Each request part checked as the contract plugin does (text is coerced, JSON is not). */
  validators: Partial<Record<Location, Validate>>;
};

// Two instances, as in the contract plugin: text (path, query, form fields) arrives as strings.
const strict = createAjv({ coerce: false });
const coercing = createAjv({ coerce: true });

export function fuzzOperations(document: OpenApiDocument): FuzzOperation[] {
  return operationsOf(document).map(({ operationId, method, path, operation }): FuzzOperation => {
    const { parameters } = operation;
    const content = operation.requestBody?.content ?? {};
    const jsonSchema = content[json]?.schema;
    const formSchema = content[multipart]?.schema;
    const form = formSchema && withoutFiles(formSchema);
    const body: Body | undefined = jsonSchema
      ? { type: json, schema: jsonSchema, files: [] }
      : form && { type: multipart, schema: form.fields, files: form.files };
    const params = parameterSchema(parameters, 'path');
    const querystring = parameterSchema(parameters, 'query');
    const responses: FuzzOperation['responses'] = new Map();
    for (const [status, response] of Object.entries(operation.responses)) {
      const schema = response.content?.[json]?.schema;
      responses.set(Number(status), {
        types: Object.keys(response.content ?? {}),
        validate: schema && strict.compile(schema),
      });
    }
    return {
      operationId,
      method: method as 'GET' | 'POST',
      path,
      // The document's own security when the operation names none (the demo API's: none).
      secured: operation.security === undefined && (document.security?.length ?? 0) > 0,
      params,
      querystring,
      body,
      ...(operation['x-body-limit'] === undefined ? {} : { bodyLimit: operation['x-body-limit'] }),
      responses,
      validators: {
        params: params && coercing.compile(params),
        querystring: querystring && coercing.compile(querystring),
        body: body && (body.type === json ? strict : coercing).compile(body.schema),
      },
    };
  });
}

/**
 * Whether a part's value passes its check. Coercion rewrites the value it checks, so a copy is
 * checked; text parts are checked as the strings they travel as.
 */
export function accepts(operation: FuzzOperation, location: Location, value: unknown): boolean {
  const validate = operation.validators[location];
  if (!validate) return true;
  const asSent = location === 'body' && operation.body?.type === json ? value : asText(value);
  return validate(structuredClone(asSent));
}

/** A value as text travels: numbers and booleans as strings, lists item by item. */
export function asText(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asText);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asText(item)]));
  }
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
}

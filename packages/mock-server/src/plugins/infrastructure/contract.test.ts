// Bad input against every operation of the supplier document: always a clear 4xx, never a 5xx,
// and never a change to the store. Generated from the document, so a new operation is covered
// the day it is added.
import { loadOpenApiDocument } from '@garage/api-types/openapi';
import type { FastifyInstance, InjectOptions } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, snapshot } from '../../testing/test-app.ts';
import { contractPlugin, type OpenApiDocument } from './contract.ts';
import { errorsPlugin } from './errors.ts';

const document = await loadOpenApiDocument();
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, ...operation })),
);
type Operation = (typeof operations)[number];

/** A value of each path parameter that the document allows. */
function validPathValue(schema: Record<string, unknown>): string {
  if (schema.type === 'integer') return '101';
  if (schema.format === 'uuid') return '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b';
  return 'PMF1001';
}

/** A value of a path parameter that breaks its schema. */
function invalidPathValue(schema: Record<string, unknown>): string {
  if (schema.type === 'integer') return 'not-a-number';
  if (schema.format === 'uuid') return 'not-a-uuid';
  return 'x'.repeat(Number(schema.maxLength ?? 200) + 1);
}

function url(operation: Operation, broken?: string): string {
  let result = operation.path;
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== 'path') continue;
    const value =
      parameter.name === broken
        ? invalidPathValue(parameter.schema ?? {})
        : validPathValue(parameter.schema ?? {});
    result = result.replace(`{${parameter.name}}`, encodeURIComponent(value));
  }
  return result;
}

const secured = operations.filter((operation) => operation.security === undefined);
const withPathParameters = operations.flatMap((operation) =>
  (operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'path')
    .map((parameter) => ({ operation, parameter: parameter.name })),
);
const withRequiredQuery = operations.filter((operation) =>
  (operation.parameters ?? []).some((p) => p.in === 'query' && p.required),
);
const withBody = operations.filter((operation) => operation.requestBody);

let app: FastifyInstance;
let headers: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(async () => {
  await app.world.resetStore();
  ({ headers } = await signIn(app));
});
afterAll(() => app.close());

async function expectRejected(request: InjectOptions, status: number) {
  const before = snapshot(app);
  const response = await app.inject(request);
  expect(response.statusCode).toBe(status);
  expect(response.json<{ message: string }>().message).not.toBe('');
  expect(snapshot(app)).toBe(before);
  return response;
}

describe('every operation of the supplier document', () => {
  it('is served (the document lists 22)', () => {
    expect(operations).toHaveLength(22);
    for (const operation of operations) {
      const route = {
        method: operation.method.toUpperCase(),
        // Registered with ignoreTrailingSlash: looked up without it.
        url: operation.path.replace(/\{([^}]+)\}/g, ':$1').replace(/\/$/, ''),
      };
      expect(app.hasRoute(route), `${route.method} ${route.url}`).toBe(true);
    }
  });

  it.each(secured.map((operation) => [operation.operationId, operation] as const))(
    '%s answers 401 without a token and changes nothing',
    async (_id, operation) => {
      await expectRejected({ method: operation.method.toUpperCase(), url: url(operation) }, 401);
    },
  );

  it.each(
    withPathParameters.map(
      ({ operation, parameter }) => [operation.operationId, parameter, operation] as const,
    ),
  )(
    '%s answers 400 naming path parameter %s when it breaks its schema',
    async (_id, parameter, operation) => {
      const response = await expectRejected(
        {
          method: operation.method.toUpperCase(),
          url: url(operation, parameter),
          headers,
        },
        400,
      );
      expect(response.json<{ message: string }>().message).toContain(`params/${parameter}`);
    },
  );

  it.each(withRequiredQuery.map((operation) => [operation.operationId, operation] as const))(
    '%s answers 400 naming a missing query parameter',
    async (_id, operation) => {
      const response = await expectRejected(
        { method: operation.method.toUpperCase(), url: url(operation), headers },
        400,
      );
      expect(response.json<{ message: string }>().message).toMatch(
        /^querystring must have required property/,
      );
    },
  );

  it.each(withBody.map((operation) => [operation.operationId, operation] as const))(
    '%s refuses a body of the wrong content type, a non-object and an empty one',
    async (_id, operation) => {
      const method = operation.method.toUpperCase() as 'POST';
      const target = { method, url: url(operation) };
      const auth = operation.security === undefined ? headers : {};
      const isMultipart = 'multipart/form-data' in (operation.requestBody?.content ?? {});

      await expectRejected(
        { ...target, headers: { ...auth, 'content-type': 'text/plain' }, payload: 'hello' },
        415,
      );
      await expectRejected(
        { ...target, headers: { ...auth, 'content-type': 'application/json' }, payload: '"text"' },
        isMultipart ? 415 : 400,
      );
      await expectRejected(
        { ...target, headers: { ...auth, 'content-type': 'application/json' }, payload: '{}' },
        isMultipart ? 415 : 400,
      );
    },
  );
});

describe('response checking', () => {
  const miniDocument: OpenApiDocument = {
    paths: {
      '/thing': {
        get: {
          operationId: 'getThing',
          security: [],
          responses: {
            '200': {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['UnitPrice'],
                    properties: { UnitPrice: { type: 'string' } },
                  },
                },
              },
            },
          },
        },
      },
    },
  };

  async function serve(answer: unknown) {
    const mini = Fastify();
    await mini.register(errorsPlugin);
    await mini.register(contractPlugin, { validateResponses: true });
    mini.registerOperations(miniDocument, { handlers: { getThing: async () => answer } });
    return mini;
  }

  it('lets an answer that keeps the contract through', async () => {
    const mini = await serve({ UnitPrice: '12.50' });

    const response = await mini.inject({ url: '/thing' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ UnitPrice: '12.50' });
  });

  it('turns an answer that drifts from the contract into a 500 naming the field', async () => {
    const mini = await serve({ UnitPrice: 12.5 });

    const response = await mini.inject({ url: '/thing' });

    expect(response.statusCode).toBe(500);
    expect(response.json<{ message: string }>().message).toBe(
      'getThing answered against the contract: response/UnitPrice must be string',
    );
  });

  it('refuses to start when an operation has no handler', async () => {
    const mini = Fastify();
    await mini.register(errorsPlugin);
    await mini.register(contractPlugin, {});

    expect(() => mini.registerOperations(miniDocument, { handlers: {} })).toThrow(
      'No mock handler for operation getThing',
    );
  });
});

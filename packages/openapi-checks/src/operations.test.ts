import {
  loadOpenApiDocument,
  mockDemoApiPath,
  supplierApiPath,
  type OpenApiDocument,
} from '@garage/api-types/openapi';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { mapOperations, operationHosts, operationsOf } from './operations.ts';

const operation = (operationId: string, more: object = {}) => ({
  operationId,
  responses: { '200': {} },
  ...more,
});

// What a path item may hold besides its operations (OpenAPI 3.1), which the documents do not
// use yet: the walk must take none of it for an operation.
const document = {
  paths: {
    '/parts/{partId}': {
      summary: 'One part',
      description: 'A part by its id',
      parameters: [
        { name: 'partId', in: 'path', required: true, schema: { type: 'integer' } },
        { name: 'branch', in: 'query', schema: { type: 'string' } },
      ],
      servers: [{ url: 'https://{supplierHost}' }],
      get: operation('getPart'),
      put: operation('putPart', {
        parameters: [{ name: 'branch', in: 'query', required: true, schema: { type: 'integer' } }],
      }),
    },
    '/parts': {
      post: operation('addPart', { servers: [{ url: 'https://{companyDomain}' }] }),
      'x-internal': true,
      get: operation('listParts', { parameters: [{ name: 'q', in: 'query' }] }),
    },
  },
} as unknown as OpenApiDocument;

describe('operationsOf', () => {
  it('finds each operation once, methods only, in the order the document writes them', () => {
    expect(
      operationsOf(document).map(({ method, path, operationId }) => [method, path, operationId]),
    ).toEqual([
      ['GET', '/parts/{partId}', 'getPart'],
      ['PUT', '/parts/{partId}', 'putPart'],
      ['POST', '/parts', 'addPart'],
      ['GET', '/parts', 'listParts'],
    ]);
  });

  it("gives each operation its path item's parameters, its own winning by name and place", () => {
    const parameters = Object.fromEntries(
      operationsOf(document).map(({ operationId, operation }) => [
        operationId,
        operation.parameters,
      ]),
    );
    expect(parameters.getPart).toEqual([
      { name: 'partId', in: 'path', required: true, schema: { type: 'integer' } },
      { name: 'branch', in: 'query', schema: { type: 'string' } },
    ]);
    expect(parameters.putPart).toEqual([
      { name: 'partId', in: 'path', required: true, schema: { type: 'integer' } },
      { name: 'branch', in: 'query', required: true, schema: { type: 'integer' } },
    ]);
    expect(parameters.addPart).toEqual([]);
    expect(parameters.listParts).toEqual([{ name: 'q', in: 'query' }]);
  });

  it("names the hosts its own servers name, else its path's, else the main API", () => {
    expect(Object.fromEntries(operationHosts(document))).toEqual({
      getPart: ['supplier'],
      putPart: ['supplier'],
      addPart: ['company'],
      listParts: ['api'],
    });
  });

  it('refuses a server that names none of the hosts', () => {
    const elsewhere = {
      paths: { '/x': { get: operation('getX', { servers: [{ url: 'https://{otherHost}' }] }) } },
    } as unknown as OpenApiDocument;
    expect(() => operationsOf(elsewhere)).toThrow('getX: no host for server https://{otherHost}');
  });

  it.each([
    ['supplier API', supplierApiPath],
    ['demo API', mockDemoApiPath],
  ])('finds every operationId of the %s once', async (_name, path) => {
    const written = [...(await readFile(path, 'utf8')).matchAll(/^ {6}operationId: (\w+)$/gm)];
    const found = operationsOf(await loadOpenApiDocument(path)).map((o) => o.operationId);
    expect(found).toEqual(written.map(([, operationId]) => operationId));
  });
});

describe('mapOperations', () => {
  it('changes each operation, and neither the rest of a path item nor the paths given', () => {
    const paths = {
      '/parts': {
        summary: 'Parts',
        parameters: [{ $ref: '#/components/parameters/Branch' }],
        get: { operationId: 'listParts' },
        post: { operationId: 'addPart' },
      },
    } as Record<string, Record<string, unknown>>;
    const before = structuredClone(paths);
    const changed = mapOperations(paths, (operation) => ({ ...(operation as object), seen: true }));
    expect(changed).toEqual({
      '/parts': {
        summary: 'Parts',
        parameters: [{ $ref: '#/components/parameters/Branch' }],
        get: { operationId: 'listParts', seen: true },
        post: { operationId: 'addPart', seen: true },
      },
    });
    expect(paths).toEqual(before);
  });
});

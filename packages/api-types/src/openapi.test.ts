// The one reader of the OpenAPI documents: what the mock and the contract checks rely on.
import { describe, expect, it } from 'vitest';
import {
  dereferenceOpenApiDocument,
  loadOpenApiDocument,
  mockDemoApiPath,
  readRawOpenApiDocument,
  supplierApiPath,
} from './openapi.ts';

/** Where a $ref key is left in a value, as JSON paths. */
function refsIn(value: unknown, at = '$'): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' ? [at] : refsIn(child, `${at}.${key}`),
  );
}

describe('loadOpenApiDocument', () => {
  it.each([
    ['supplier API', supplierApiPath],
    ['demo API', mockDemoApiPath],
  ])('leaves no $ref in the %s document', async (_name, path) => {
    const document = await loadOpenApiDocument(path);
    expect(Object.keys(document.paths).length).toBeGreaterThan(10);
    expect(refsIn(document)).toEqual([]);
  });

  it('puts the target where the $ref was', async () => {
    const document = await loadOpenApiDocument();
    const schema =
      document.paths['/api/user']?.get?.responses['200']?.content?.['application/json']?.schema;
    expect(schema).toBe(document.components?.schemas?.CompanyInfo);
  });

  it('keeps the siblings of a $ref over the target’s own keys', async () => {
    const { components } = await loadOpenApiDocument();
    const inTransit = components?.schemas?.InTransitDelivery as {
      properties: Record<string, { description?: string; 'x-assumed'?: boolean; type?: string }>;
    };
    // Depot is a LatLon with its own description: LatLon's type, Depot's description.
    expect(inTransit.properties.Depot).toMatchObject({ type: 'array', 'x-assumed': true });
    expect(inTransit.properties.Depot?.description).toMatch(/^Where the van set off from/);
    expect(inTransit.properties.Loc?.description).toBe(
      (components?.schemas?.LatLon as { description: string }).description,
    );
  });

  it('reads each document once, shared and frozen, by URL or file path alike', async () => {
    const document = await loadOpenApiDocument(supplierApiPath);
    expect(await loadOpenApiDocument(supplierApiPath.pathname)).toBe(document);
    expect(await loadOpenApiDocument()).toBe(document);
    expect(Object.isFrozen(document.paths['/api/user']?.get?.responses)).toBe(true);
    expect(() => {
      (document.paths as Record<string, unknown>)['/api/new'] = {};
    }).toThrow(TypeError);
  });

  it('fails on a document it cannot read, and tries again on the next call', async () => {
    const first = loadOpenApiDocument('/nonexistent/openapi.yaml');
    await expect(first).rejects.toThrow(/ENOENT/);
    const second = loadOpenApiDocument('/nonexistent/openapi.yaml');
    expect(second).not.toBe(first);
    await expect(second).rejects.toThrow(/ENOENT/);
  });
});

describe('dereferenceOpenApiDocument', () => {
  it('resolves a changed copy without changing it', async () => {
    const raw = await readRawOpenApiDocument(supplierApiPath);
    const schemas = (raw.components as { schemas: Record<string, Record<string, unknown>> })
      .schemas;
    schemas.Money = { type: 'number' };
    const before = structuredClone(raw);

    const document = await dereferenceOpenApiDocument(raw, supplierApiPath);

    expect(raw).toEqual(before);
    const line = document.components?.schemas?.QuoteLine as {
      properties: { UnitPrice: unknown };
    };
    expect(line.properties.UnitPrice).toEqual({ type: 'number' });
    expect(Object.isFrozen(document)).toBe(false);
  });

  it('leaves a reference cycle as its bare $ref, so the result can be walked', async () => {
    const raw = {
      openapi: '3.1.0',
      paths: {},
      components: {
        schemas: {
          Part: {
            type: 'object',
            properties: { supersededBy: { $ref: '#/components/schemas/Part' } },
          },
        },
      },
    };

    const document = await dereferenceOpenApiDocument(raw, supplierApiPath);

    expect(document.components?.schemas?.Part).toEqual({
      type: 'object',
      properties: { supersededBy: { $ref: '#/components/schemas/Part' } },
    });
  });

  it('names the document and the missing target of a $ref that points nowhere', async () => {
    const raw = { paths: {}, components: { schemas: { A: { $ref: '#/components/schemas/B' } } } };
    await expect(dereferenceOpenApiDocument(raw, '/specs/broken.yaml')).rejects.toThrow(
      'Cannot resolve the $refs of /specs/broken.yaml: Token "B" does not exist.',
    );
  });
});

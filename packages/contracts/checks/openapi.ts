// The OpenAPI document as the contract checks read it: parsed with `yaml`, every local $ref
// replaced by what it points to, and its operations found by method and path template.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export type Schema = { [key: string]: unknown };
export type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
export type MediaTypes = Record<string, { schema?: Schema }>;
export type Operation = {
  operationId: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: MediaTypes };
  responses?: Record<string, { content?: MediaTypes }>;
};
export type OpenApiDocument = {
  security?: unknown[];
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
};

export const supplierApiFile = fileURLToPath(
  new URL('../../../openapi/supplier-api.yaml', import.meta.url),
);
export const baselineFile = fileURLToPath(
  new URL('../baseline/supplier-api.yaml', import.meta.url),
);

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The document as written, $refs and all. */
export function readRawDocument(file: string): Record<string, unknown> {
  return parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** Every local $ref replaced by its target; a reference cycle is left as the bare $ref. */
export function resolveRefs(raw: Record<string, unknown>): OpenApiDocument {
  const lookup = (ref: string): unknown =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], raw);
  const resolve = (node: unknown, seen: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => resolve(item, seen));
    if (node === null || typeof node !== 'object') return node;
    const { $ref: ref, ...rest } = node as Record<string, unknown>;
    if (typeof ref === 'string' && ref.startsWith('#/')) {
      if (seen.includes(ref)) return node;
      const target = lookup(ref);
      if (target === undefined) throw new Error(`Unresolvable $ref ${ref}`);
      // OpenAPI 3.1 allows siblings beside $ref (a description, x-assumed): keep them.
      const resolved = resolve(target, [...seen, ref]);
      return Object.keys(rest).length > 0 && resolved && typeof resolved === 'object'
        ? { ...(resolved as object), ...(resolve(rest, seen) as object) }
        : resolved;
    }
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, resolve(value, seen)]),
    );
  };
  return resolve(raw, []) as OpenApiDocument;
}

export function loadDocument(file: string = supplierApiFile): OpenApiDocument {
  return resolveRefs(readRawDocument(file));
}

export type OperationRef = {
  operationId: string;
  method: string;
  /** The path template as the document writes it. */
  path: string;
  operation: Operation;
};

export function operationsOf(document: OpenApiDocument): OperationRef[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => httpMethods.includes(method))
      .map(([method, operation]) => ({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        operation,
      })),
  );
}

const segments = (path: string): string[] => path.replace(/\/+$/, '').split('/');

/** Same template, ignoring a trailing slash (the supplier spells one path with one). */
export function sameTemplate(a: string, b: string): boolean {
  return a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
}

/**
 * The operation a concrete request goes to: method equal, each `{param}` segment matching any
 * non-empty segment, literal segments equal. Where several match, the most literal wins.
 */
export function matchOperation(
  operations: readonly OperationRef[],
  method: string,
  path: string,
): OperationRef | undefined {
  const actual = segments(path.split('?')[0] ?? path);
  let best: { operation: OperationRef; literals: number } | undefined;
  for (const operation of operations) {
    if (operation.method !== method.toUpperCase()) continue;
    const template = segments(operation.path);
    if (template.length !== actual.length) continue;
    let literals = 0;
    const matches = template.every((part, index) => {
      const value = actual[index] ?? '';
      if (/^\{[^}]+\}$/.test(part)) return value !== '';
      literals += 1;
      return decodeURIComponent(value) === part;
    });
    if (matches && (!best || literals > best.literals)) best = { operation, literals };
  }
  return best?.operation;
}

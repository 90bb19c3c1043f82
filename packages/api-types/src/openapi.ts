// The one reader of the OpenAPI documents, shared by the mock supplier, the contract checks
// and their tests: the YAML parsed with `yaml` (as the generator reads it), then every $ref
// replaced by what it points to with @apidevtools/json-schema-ref-parser. Node only.
import { dereference } from '@apidevtools/json-schema-ref-parser';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The supplier API: the contract the portal calls. */
export const supplierApiPath = new URL('../../../openapi/supplier-api.yaml', import.meta.url);
/** The mock's demo API under /__demo: no part of the supplier contract. */
export const mockDemoApiPath = new URL('../../../openapi/mock-demo-api.yaml', import.meta.url);

// The document as its readers use it once dereferenced: no member is a $ref any more (but a
// reference cycle, which is left as its bare $ref).
export type SchemaObject = { [key: string]: unknown };
export type Parameter = { name: string; in: string; required?: boolean; schema?: SchemaObject };
export type MediaTypes = Record<string, { schema?: SchemaObject }>;
export type Operation = {
  operationId: string;
  security?: unknown[];
  servers?: { url: string }[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: MediaTypes };
  responses: Record<string, { content?: MediaTypes }>;
  /** The largest body the operation takes, in bytes, where it is not the server's. */
  'x-body-limit'?: number;
};
export type OpenApiDocument = {
  security?: unknown[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, SchemaObject>; [section: string]: unknown };
};

/** A file: URL, or a file path (relative to the working directory). */
type Path = URL | string;
const fileOf = (path: Path): string => (path instanceof URL ? fileURLToPath(path) : resolve(path));

/** The document as written, $refs and all (a fresh copy on every call: change it freely). */
export async function readRawOpenApiDocument(path: Path): Promise<Record<string, unknown>> {
  return parse(await readFile(fileOf(path), 'utf8')) as Record<string, unknown>;
}

type Node = { [key: string]: unknown };
const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object';
const hasRef = (value: unknown): boolean =>
  isNode(value) && ('$ref' in value || Object.values(value).some(hasRef));

/**
 * A $ref's siblings (a description, an x-assumed) describe the place that refers, so they win
 * over the target's own keys. The library merges them so only the first time it meets a target
 * (after that the target's keys win): set them again, wherever they are plain values.
 */
function keepSiblings(raw: unknown, resolved: unknown): void {
  if (!isNode(raw) || !isNode(resolved)) return;
  const { $ref, ...siblings } = raw;
  if (typeof $ref !== 'string') {
    for (const [key, value] of Object.entries(raw)) keepSiblings(value, resolved[key]);
    return;
  }
  for (const [key, value] of Object.entries(siblings)) {
    if (!hasRef(value)) resolved[key] = structuredClone(value);
  }
}

/**
 * A document with every $ref replaced by its target, a $ref's siblings kept beside what it
 * points to. A reference cycle is left as its bare $ref, so the result can always be walked
 * to the end. `raw` itself is not changed. `base` is where the document is (a reference to
 * another file is read from there); the http resolver is off, so nothing is fetched.
 */
export async function dereferenceOpenApiDocument(
  raw: Record<string, unknown>,
  base: Path,
): Promise<OpenApiDocument> {
  const file = fileOf(base);
  const resolved = await dereference(file, raw, {
    mutateInputSchema: false,
    resolve: { http: false },
    dereference: { circular: 'ignore' },
  }).catch((error: unknown) => {
    // The library's own message names the missing token only ('Token "B" does not exist.').
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot resolve the $refs of ${file}: ${message}`, { cause: error });
  });
  keepSiblings(raw, resolved);
  return resolved as OpenApiDocument;
}

const loaded = new Map<string, Promise<OpenApiDocument>>();

function deepFreeze<T>(value: T, seen = new Set<unknown>()): T {
  if (value === null || typeof value !== 'object' || seen.has(value)) return value;
  seen.add(value);
  for (const child of Object.values(value)) deepFreeze(child, seen);
  return Object.freeze(value);
}

/**
 * The dereferenced document at `path`, read once per path and then shared: it is frozen, as
 * every caller gets the same object (a $ref's targets are shared within it too). Change a copy
 * made with readRawOpenApiDocument and dereferenceOpenApiDocument instead.
 */
export function loadOpenApiDocument(path: Path = supplierApiPath): Promise<OpenApiDocument> {
  const file = fileOf(path);
  let document = loaded.get(file);
  if (!document) {
    document = readRawOpenApiDocument(file)
      .then((raw) => dereferenceOpenApiDocument(raw, file))
      .then((dereferenced) => deepFreeze(dereferenced));
    // A failed read is not kept: the next call tries again.
    document.catch(() => loaded.delete(file));
    loaded.set(file, document);
  }
  return document;
}

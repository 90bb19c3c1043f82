// The OpenAPI document as the contract checks use it: read and dereferenced by
// @garage/api-types/openapi (the same reader as the mock's), its operations listed by
// @garage/openapi-checks and found here by method and path template.
import { supplierApiPath } from '@garage/api-types/openapi';
import { operationsOf, type DocumentOperation } from '@garage/openapi-checks/operations';
import { fileURLToPath } from 'node:url';

export type {
  OpenApiDocument,
  Operation,
  Parameter,
  SchemaObject as Schema,
} from '@garage/api-types/openapi';

export const supplierApiFile = fileURLToPath(supplierApiPath);
export const baselineFile = fileURLToPath(
  new URL('../baseline/supplier-api.yaml', import.meta.url),
);

// The one list of the document's operations, shared with the mock and the drift watch.
export { operationsOf, type DocumentOperation };

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
  operations: readonly DocumentOperation[],
  method: string,
  path: string,
): DocumentOperation | undefined {
  const actual = segments(path.split('?')[0] ?? path);
  let best: { operation: DocumentOperation; literals: number } | undefined;
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

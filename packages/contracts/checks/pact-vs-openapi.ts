// The pact checked offline against the OpenAPI document with @pactflow/swagger-mock-validator
// (its JS API): every request the portal makes and every response it expects must be allowed.
import {
  SwaggerMockValidatorFactory,
  type ValidationResult,
} from '@pactflow/swagger-mock-validator';
import { readRawOpenApiDocument } from '@garage/api-types/openapi';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { supplierApiFile } from './openapi.ts';

/**
 * The validator's JSON Schema engine predates 2020-12: it ignores `prefixItems` and applies
 * `items: false` to every item, so it refuses every tuple (LatLon). The copy it reads spells
 * tuples the draft-07 way (`items: [...]`, `additionalItems`), which means the same.
 */
export function withDraft07Tuples(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withDraft07Tuples);
  if (node === null || typeof node !== 'object') return node;
  const { prefixItems, items, ...rest } = node as Record<string, unknown>;
  const converted = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, withDraft07Tuples(value)]),
  );
  if (!Array.isArray(prefixItems))
    return items === undefined ? converted : { ...converted, items: withDraft07Tuples(items) };
  return {
    ...converted,
    items: prefixItems.map(withDraft07Tuples),
    ...(items === undefined ? {} : { additionalItems: withDraft07Tuples(items) }),
  };
}

export type PactProblem = { interaction: string; location: string; message: string; code: string };

export async function checkPactAgainstOpenApi(
  pactFile: string,
  specFile: string = supplierApiFile,
): Promise<{ errors: PactProblem[]; warnings: PactProblem[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'pact-vs-openapi-'));
  const spec = join(dir, 'supplier-api.json');
  const document = await readRawOpenApiDocument(specFile);
  writeFileSync(spec, JSON.stringify(withDraft07Tuples(document)));
  // No auth: the validator only reads local files here (it never calls a broker).
  const outcome = await SwaggerMockValidatorFactory.create()
    .validate({ specPathOrUrl: spec, mockPathOrUrl: pactFile })
    .finally(() => rmSync(dir, { recursive: true, force: true }));
  const problem = (result: ValidationResult): PactProblem => ({
    interaction: result.mockDetails?.interactionDescription ?? '(the pact as a whole)',
    location: result.mockDetails?.location ?? result.specDetails?.location ?? '',
    message: result.message,
    code: result.code,
  });
  return { errors: outcome.errors.map(problem), warnings: outcome.warnings.map(problem) };
}

export function formatProblems(problems: readonly PactProblem[]): string {
  return problems
    .map((p) => `- ${p.interaction}\n    at ${p.location}\n    ${p.code}: ${p.message}`)
    .join('\n');
}

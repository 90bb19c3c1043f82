// The breaking-change gate: compares the OpenAPI document with a baseline and fails only on
// changes that break an operation the portal calls, as the pact lists them. Changes to
// operations the portal does not call, and additive changes, come back as notices.
//
// Written here rather than taken from npm: the maintained diff tools (oasdiff, openapi-diff)
// are Go or Java binaries or only read OpenAPI 3.0, and none knows which operations the
// portal calls; the rules the portal needs are short (see compareSchema in schema-diff.ts).
import type { PactDocument } from './pact-file.ts';
import {
  matchOperation,
  operationsOf,
  sameTemplate,
  type OpenApiDocument,
  type Operation,
  type DocumentOperation,
  type Parameter,
  type Schema,
} from './openapi.ts';
import { compareSchema, type Report } from './schema-diff.ts';

export type Finding = {
  operation: string;
  /** Where: a parameter, the request body or a response, then a JSON path. */
  field: string;
  why: string;
};
/** `checked`: every operation the portal calls (by the pact), as the findings name them. */
export type Verdict = { checked: string[]; breaking: Finding[]; notices: Finding[] };

/** One request the portal makes, from one pact interaction. */
export type PortalCall = {
  description: string;
  method: string;
  path: string;
  status: number;
  responseBody?: unknown;
};

export function portalCalls(pact: PactDocument): PortalCall[] {
  return pact.interactions.map((interaction) => ({
    description: interaction.description,
    method: interaction.request.method.toUpperCase(),
    path: interaction.request.path,
    status: interaction.response.status,
    responseBody: interaction.response.body?.content,
  }));
}

const parameterKey = (parameter: Parameter) => `${parameter.in} parameter ${parameter.name}`;
const jsonSchemaOf = (content: Record<string, { schema?: Schema }> | undefined) =>
  Object.entries(content ?? {}).find(([type]) => type.includes('json'))?.[1]?.schema;

function compareOperation(
  before: Operation,
  after: Operation,
  baseline: OpenApiDocument,
  current: OpenApiDocument,
  report: Report,
  readBody: (status: string) => unknown,
): void {
  const beforeSecurity = before.security ?? baseline.security ?? [];
  const afterSecurity = after.security ?? current.security ?? [];
  if (beforeSecurity.length === 0 && afterSecurity.length > 0)
    report('security', 'now needs credentials it did not need', true);

  const beforeParameters = new Map((before.parameters ?? []).map((p) => [parameterKey(p), p]));
  const afterParameters = new Map((after.parameters ?? []).map((p) => [parameterKey(p), p]));
  for (const [key, parameter] of afterParameters) {
    const was = beforeParameters.get(key);
    if (!was)
      report(
        key,
        parameter.required
          ? 'new required parameter: the portal does not send it'
          : 'new optional parameter (additive)',
        Boolean(parameter.required),
      );
    else if (parameter.required && !was.required)
      report(key, 'was optional, now required: the portal may leave it out', true);
    if (was) compareSchema(was.schema, parameter.schema, 'request', key, [], report, undefined);
  }
  for (const key of beforeParameters.keys())
    if (!afterParameters.has(key)) report(key, 'removed (the supplier may ignore it)', false);

  const beforeBody = before.requestBody;
  const afterBody = after.requestBody;
  if (afterBody?.required && !beforeBody?.required)
    report(
      'request body',
      beforeBody ? 'was optional, now required' : 'new required request body',
      true,
    );
  for (const [type, media] of Object.entries(beforeBody?.content ?? {})) {
    const now = afterBody?.content[type];
    if (!now) report(`request body ${type}`, 'no longer accepted', true);
    else
      compareSchema(
        media.schema,
        now.schema,
        'request',
        `request body ${type}`,
        [],
        report,
        undefined,
      );
  }

  for (const [status, response] of Object.entries(before.responses)) {
    const now = after.responses[status];
    const success = status.startsWith('2');
    if (!now) {
      report(
        `response ${status}`,
        success
          ? 'the status the portal expects is gone'
          : 'no longer documented (fine for a reader)',
        success,
      );
      continue;
    }
    if (!success) continue;
    const beforeSchema = jsonSchemaOf(response.content);
    const afterSchema = jsonSchemaOf(now.content);
    if (beforeSchema && !afterSchema) report(`response ${status}`, 'no longer answers JSON', true);
    compareSchema(
      beforeSchema,
      afterSchema,
      'response',
      `response ${status}`,
      [],
      report,
      readBody(status),
    );
  }
  for (const status of Object.keys(after.responses))
    if (!before.responses[status])
      report(`response ${status}`, 'new documented status (additive)', false);
}

/**
 * The verdict of `current` against `baseline` for the portal's calls. A breaking change to an
 * operation no call reaches is reported as a notice, saying so.
 */
export function compareDocuments(
  baseline: OpenApiDocument,
  current: OpenApiDocument,
  calls: readonly PortalCall[],
): Verdict {
  const verdict: Verdict = { checked: [], breaking: [], notices: [] };
  const beforeOperations = operationsOf(baseline);
  const afterOperations = operationsOf(current);

  const callsOf = new Map<DocumentOperation, PortalCall[]>();
  for (const call of calls) {
    const operation = matchOperation(beforeOperations, call.method, call.path);
    if (!operation) {
      verdict.notices.push({
        operation: `${call.method} ${call.path}`,
        field: 'pact',
        why: `interaction '${call.description}' matches no operation of the baseline`,
      });
      continue;
    }
    callsOf.set(operation, [...(callsOf.get(operation) ?? []), call]);
  }

  for (const before of beforeOperations) {
    const called = callsOf.get(before) ?? [];
    const name = `${before.operationId} (${before.method} ${before.path})`;
    if (called.length > 0) verdict.checked.push(name);
    const report: Report = (field, why, breaking) => {
      if (breaking && called.length > 0) verdict.breaking.push({ operation: name, field, why });
      else
        verdict.notices.push({
          operation: name,
          field,
          why: breaking ? `${why} [the portal does not call this operation]` : why,
        });
    };
    const after = afterOperations.find(
      (candidate) =>
        candidate.method === before.method && sameTemplate(candidate.path, before.path),
    );
    if (!after) {
      const moved = afterOperations.find(
        (candidate) => candidate.operationId === before.operationId,
      );
      report(
        'path',
        moved
          ? `moved to ${moved.method} ${moved.path}: the portal calls ${before.method} ${before.path}`
          : 'operation removed',
        true,
      );
      continue;
    }
    if (after.operationId !== before.operationId)
      report('operationId', `renamed from ${before.operationId} to ${after.operationId}`, false);
    const readBody = (status: string) =>
      called.find((call) => String(call.status) === status)?.responseBody;
    compareOperation(before.operation, after.operation, baseline, current, report, readBody);
  }

  for (const after of afterOperations) {
    const existed = beforeOperations.some(
      (candidate) => candidate.method === after.method && sameTemplate(candidate.path, after.path),
    );
    if (!existed)
      verdict.notices.push({
        operation: `${after.operationId} (${after.method} ${after.path})`,
        field: 'path',
        why: 'new operation (additive)',
      });
  }
  return verdict;
}

export function formatVerdict(verdict: Verdict): string {
  const line = (finding: Finding) => `  ${finding.operation}: ${finding.field}: ${finding.why}`;
  const parts = [
    verdict.breaking.length > 0
      ? `BREAKING: ${verdict.breaking.length} change(s) break operations the portal calls:`
      : 'OK: no change breaks an operation the portal calls.',
    ...verdict.breaking.map(line),
  ];
  if (verdict.notices.length > 0)
    parts.push(`Notices (${verdict.notices.length}, not breaking):`, ...verdict.notices.map(line));
  return parts.join('\n');
}

// The breaking-change gate: compares the OpenAPI document with a baseline and fails only on
// changes that break an operation the portal calls, as the pact lists them. Changes to
// operations the portal does not call, and additive changes, come back as notices.
//
// Written here rather than taken from npm: the maintained diff tools (oasdiff, openapi-diff)
// are Go or Java binaries or only read OpenAPI 3.0, and none knows which operations the
// portal calls; the rules the portal needs are short (see compareSchema).
import type { PactDocument } from './pact-file.ts';
import {
  matchOperation,
  operationsOf,
  sameTemplate,
  type OpenApiDocument,
  type Operation,
  type OperationRef,
  type Parameter,
  type Schema,
} from './openapi.ts';

export type Finding = {
  operation: string;
  /** Where: a parameter, the request body or a response, then a JSON path. */
  field: string;
  why: string;
};
export type Verdict = { breaking: Finding[]; notices: Finding[] };

/** One request the portal makes, from one pact interaction. */
export type PortalCall = {
  description: string;
  method: string;
  path: string;
  status: number;
  responseBody?: unknown;
};

export function portalCalls(pact: PactDocument): PortalCall[] {
  return pact.interactions
    .filter((interaction) => interaction.request && interaction.response)
    .map((interaction) => ({
      description: interaction.description,
      method: interaction.request.method.toUpperCase(),
      path: interaction.request.path,
      status: interaction.response.status,
      responseBody: interaction.response.body?.content,
    }));
}

type Direction = 'request' | 'response';
type Report = (field: string, why: string, breaking: boolean) => void;

const typesOf = (schema: Schema): string[] | undefined => {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.map(String);
  return undefined;
};
const covers = (types: readonly string[], type: string) =>
  types.includes(type) || (type === 'integer' && types.includes('number'));
const enumOf = (schema: Schema): unknown[] | undefined =>
  Array.isArray(schema.enum) ? schema.enum : 'const' in schema ? [schema.const] : undefined;
const show = (value: unknown) => JSON.stringify(value);
const asSchema = (value: unknown): Schema | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Schema) : undefined;

/** Whether the pact's example body has a value at this path (`[]` is any array item). */
function bodyHas(body: unknown, path: readonly string[]): boolean {
  if (path.length === 0) return body !== undefined;
  const [head, ...rest] = path;
  if (head === '[]') return Array.isArray(body) && body.some((item) => bodyHas(item, rest));
  if (!body || typeof body !== 'object' || Array.isArray(body) || head === undefined) return false;
  return head in body && bodyHas((body as Record<string, unknown>)[head], rest);
}

const jsonPath = (path: readonly string[]) =>
  `$${path.map((part) => (part === '[]' || part.startsWith('[') ? part : `.${part}`)).join('')}`;

const tighteningKeys: [string, 'max' | 'min' | 'exact'][] = [
  ['maxLength', 'max'],
  ['maximum', 'max'],
  ['exclusiveMaximum', 'max'],
  ['maxItems', 'max'],
  ['minLength', 'min'],
  ['minimum', 'min'],
  ['exclusiveMinimum', 'min'],
  ['minItems', 'min'],
  ['pattern', 'exact'],
  ['format', 'exact'],
];

/**
 * One schema against its baseline. In a request the portal is the sender: the supplier must
 * still accept everything it accepted (no new required property, no removed type or enum
 * value, no tighter limit). In a response the portal is the reader: it must still get
 * everything it got (no removed or newly optional property, no new type).
 */
function compareSchema(
  before: Schema | undefined,
  after: Schema | undefined,
  direction: Direction,
  where: string,
  path: string[],
  report: Report,
  readBody: unknown,
): void {
  if (!before || !after) return;
  const field = `${where} ${jsonPath(path)}`;

  const beforeTypes = typesOf(before);
  const afterTypes = typesOf(after);
  if (beforeTypes && afterTypes) {
    const changed =
      direction === 'response'
        ? afterTypes.filter((type) => !covers(beforeTypes, type))
        : beforeTypes.filter((type) => !covers(afterTypes, type));
    if (changed.length > 0) {
      report(
        field,
        `type changed from ${beforeTypes.join(' | ')} to ${afterTypes.join(' | ')}` +
          (direction === 'response'
            ? `: the portal would now get ${changed.join(' | ')}`
            : `: the supplier would now refuse the ${changed.join(' | ')} the portal sends`),
        true,
      );
    }
  } else if (!beforeTypes && afterTypes && direction === 'request') {
    report(field, `now restricted to type ${afterTypes.join(' | ')}`, true);
  }

  const beforeEnum = enumOf(before);
  const afterEnum = enumOf(after);
  if (afterEnum) {
    if (direction === 'request') {
      const removed = (beforeEnum ?? []).filter((value) => !afterEnum.includes(value));
      if (!beforeEnum) report(field, `now restricted to ${afterEnum.map(show).join(', ')}`, true);
      for (const value of removed)
        report(field, `no longer accepts ${show(value)}, which the portal may send`, true);
    } else {
      for (const value of afterEnum.filter((value) => !(beforeEnum ?? afterEnum).includes(value)))
        report(field, `may now answer ${show(value)}; check the portal copes with it`, false);
      for (const value of (beforeEnum ?? []).filter((value) => !afterEnum.includes(value)))
        report(field, `no longer answers ${show(value)} (fine for a reader)`, false);
    }
  }

  for (const [key, kind] of tighteningKeys) {
    const was = before[key];
    const now = after[key];
    if (now === undefined || was === now) continue;
    const tighter =
      was === undefined ||
      kind === 'exact' ||
      (kind === 'max' && Number(now) < Number(was)) ||
      (kind === 'min' && Number(now) > Number(was));
    if (direction === 'request' && tighter)
      report(
        field,
        `${key} ${was === undefined ? 'added' : `changed from ${show(was)}`} to ${show(now)}: a tighter rule on what the portal sends`,
        true,
      );
    else report(field, `${key} changed from ${show(was)} to ${show(now)}`, false);
  }
  if (
    direction === 'request' &&
    before.additionalProperties !== false &&
    after.additionalProperties === false
  )
    report(field, 'no longer accepts properties it does not list', true);

  const beforeProps = asSchema(before.properties) ?? {};
  const afterProps = asSchema(after.properties) ?? {};
  const beforeRequired = new Set(Array.isArray(before.required) ? before.required.map(String) : []);
  const afterRequired = new Set(Array.isArray(after.required) ? after.required.map(String) : []);
  for (const name of new Set([...Object.keys(beforeProps), ...Object.keys(afterProps)])) {
    const inBefore = name in beforeProps;
    const inAfter = name in afterProps;
    const here = `${where} ${jsonPath([...path, name])}`;
    const read = bodyHas(readBody, [...path, name]);
    if (direction === 'response') {
      if (inBefore && !inAfter)
        report(
          here,
          `removed from the response${read ? '; the pact reads it' : '; the portal may read it'}`,
          true,
        );
      else if (!inBefore && inAfter) report(here, 'new response property (additive)', false);
      else if (beforeRequired.has(name) && !afterRequired.has(name))
        report(
          here,
          `no longer required: the supplier may leave it out${read ? ', and the pact reads it' : ''}`,
          true,
        );
    } else {
      if (!inBefore && inAfter)
        report(
          here,
          afterRequired.has(name)
            ? 'new required request property: the portal does not send it'
            : 'new optional request property (additive)',
          afterRequired.has(name),
        );
      else if (inBefore && !inAfter)
        report(
          here,
          after.additionalProperties === false
            ? 'removed, and the supplier now refuses it when the portal sends it'
            : 'removed from the request (the supplier may ignore it)',
          after.additionalProperties === false,
        );
      else if (afterRequired.has(name) && !beforeRequired.has(name))
        report(here, 'was optional, now required: the portal may leave it out', true);
    }
    if (inBefore && inAfter)
      compareSchema(
        asSchema(beforeProps[name]),
        asSchema(afterProps[name]),
        direction,
        where,
        [...path, name],
        report,
        readBody,
      );
  }

  compareSchema(
    asSchema(before.items),
    asSchema(after.items),
    direction,
    where,
    [...path, '[]'],
    report,
    readBody,
  );
  if (Array.isArray(before.prefixItems) && Array.isArray(after.prefixItems)) {
    before.prefixItems.forEach((item, index) =>
      compareSchema(
        asSchema(item),
        asSchema((after.prefixItems as unknown[])[index]),
        direction,
        where,
        [...path, `[${index}]`],
        report,
        readBody,
      ),
    );
  }
  for (const keyword of ['anyOf', 'oneOf', 'allOf']) {
    const was = before[keyword];
    const now = after[keyword];
    if (was === undefined && now === undefined) continue;
    if (Array.isArray(was) && Array.isArray(now) && was.length === now.length) {
      was.forEach((item, index) =>
        compareSchema(
          asSchema(item),
          asSchema(now[index]),
          direction,
          `${where} (${keyword} ${index})`,
          path,
          report,
          readBody,
        ),
      );
    } else if (JSON.stringify(was) !== JSON.stringify(now)) {
      report(
        field,
        `${keyword} changed; the gate cannot tell that it is safe, so check it by hand`,
        true,
      );
    }
  }
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
    const now = afterBody?.content?.[type];
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

  for (const [status, response] of Object.entries(before.responses ?? {})) {
    const now = after.responses?.[status];
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
  for (const status of Object.keys(after.responses ?? {}))
    if (!before.responses?.[status])
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
  const verdict: Verdict = { breaking: [], notices: [] };
  const beforeOperations = operationsOf(baseline);
  const afterOperations = operationsOf(current);

  const callsOf = new Map<OperationRef, PortalCall[]>();
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

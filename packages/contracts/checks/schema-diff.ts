// Schema comparison for the breaking-change gate: one JSON schema against its baseline.
// Kept apart from the operation walk in breaking-changes.ts, which calls it for every
// parameter, request body and response.
import type { Schema } from './openapi.ts';

type Direction = 'request' | 'response';
export type Report = (field: string, why: string, breaking: boolean) => void;

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
export function compareSchema(
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

// The properties every answer must have, as a list of what is wrong with one (empty: none).
import type { LightMyRequestResponse } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { formatErrors, type Validate } from '@garage/openapi-checks';
import type { FuzzCase } from './cases.ts';
import type { FuzzOperation } from './operations.ts';

/** A request part a 400 can name: a field path, the body, a header. */
const namesAPart = /\b(body|params|querystring)\b|Content-Type|token/;
/** ... and a rule about it, where the request's shape is what is wrong. */
const statesARule = /\b(must|is|has)\b/;
const shapeStatuses = new Set([400, 413, 414, 415]);

function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function errorProblems(
  response: LightMyRequestResponse,
  validateErrorBody: Validate,
): { message: string; problems: string[] } {
  const body = parsed(response.body) as { statusCode?: number; error?: string; message?: string };
  if (!validateErrorBody(body)) {
    const problem = formatErrors(validateErrorBody.errors ?? [], 'ErrorBody');
    return {
      message: '',
      problems: [`a ${response.statusCode} without the ErrorBody: ${problem}`],
    };
  }
  const problems: string[] = [];
  if (body.statusCode !== response.statusCode)
    problems.push('ErrorBody.statusCode is not the status');
  if (body.error !== STATUS_CODES[response.statusCode])
    problems.push('ErrorBody.error is not the reason phrase');
  return { message: body.message ?? '', problems };
}

function successProblems(operation: FuzzOperation, response: LightMyRequestResponse): string[] {
  const documented = operation.responses.get(response.statusCode);
  if (!documented) return [`${response.statusCode} is not a status the document lists`];
  const type = (response.headers['content-type'] ?? '').split(';')[0] ?? '';
  const listed = documented.types.some((listedType) =>
    listedType.endsWith('/*') ? type.startsWith(listedType.slice(0, -1)) : type === listedType,
  );
  if (!listed)
    return [`a ${response.statusCode} of type '${type}', which the document does not list`];
  if (!documented.validate || documented.validate(parsed(response.body))) return [];
  return [
    `a ${response.statusCode} against the document: ${formatErrors(documented.validate.errors ?? [], 'response')}`,
  ];
}

/**
 * What is wrong with the answer to one case. buildTestApp checks every answer against the
 * document and turns one that drifts into a 500 naming the field, so "never a 5xx" already
 * covers "every 2xx keeps the contract"; its JSON is checked here once more all the same.
 */
export function problemsOf(
  operation: FuzzOperation,
  fuzzCase: FuzzCase,
  response: LightMyRequestResponse,
  { storeChanged, validateErrorBody }: { storeChanged: boolean; validateErrorBody: Validate },
): string[] {
  const status = response.statusCode;
  if (status >= 500) return [`answered ${status}: ${response.body.slice(0, 300)}`];
  if (status < 400) {
    const problems = successProblems(operation, response);
    return fuzzCase.expect ? [`answered ${status} to a broken request`, ...problems] : problems;
  }
  const { message, problems } = errorProblems(response, validateErrorBody);
  if (storeChanged) problems.push('a rejected request changed the store');
  const { expect } = fuzzCase;
  if (expect) {
    if (status !== expect.status)
      problems.push(`answered ${status}, not ${expect.status}: ${message}`);
    const missing = expect.names.filter((name) => !message.includes(name));
    if (missing.length > 0)
      problems.push(`the message does not name ${missing.join(', ')}: ${message}`);
    if (shapeStatuses.has(status) && !statesARule.test(message))
      problems.push(`the message states no rule: ${message}`);
  } else {
    if (!operation.responses.has(status))
      problems.push(`${status} is not a status the document lists: ${message}`);
    if (status === 400 && !namesAPart.test(message))
      problems.push(`a 400 naming no part of the request: ${message}`);
  }
  return problems;
}

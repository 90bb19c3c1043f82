// An upstream that gave no whole HTTP answer: none at all, bytes that are not HTTP, or a body
// cut short. Logged as a difference is, with what came named by its kind, never its bytes; the
// report lists it apart, as an outage (docs/contract-drift.md, "Bad input").
import type { OperationCheck } from './checks.ts';
import type { Difference } from './drift-log.ts';

export type BrokenAnswerKind =
  | 'no connection'
  | 'a connection closed without an answer'
  | 'bytes that are not HTTP'
  | 'a body cut short';

// A connection never made: refused, unreachable, an unknown host, undici's connect timeout.
const unconnected = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** Why no answer came, from the error the upstream's connection failed with. */
export function whyNoAnswer(cause: unknown): BrokenAnswerKind {
  const { name, code } = (cause ?? {}) as { name?: unknown; code?: unknown };
  if (name === 'HTTPParserError') return 'bytes that are not HTTP';
  if (typeof code === 'string' && unconnected.has(code)) return 'no connection';
  return 'a connection closed without an answer';
}

/**
 * The difference for an answer that did not come whole: with no status, it is the status that
 * is missing (`in: 'status'`, status null); with one, the body that followed it.
 */
export function brokenAnswer(
  { operationId, method, path }: OperationCheck,
  status: number | null,
  received: BrokenAnswerKind,
): Difference {
  return {
    operationId,
    method,
    path,
    status,
    in: status === null ? 'status' : 'response',
    instancePath: '',
    expected: { keyword: 'answer', params: {} },
    received,
  };
}

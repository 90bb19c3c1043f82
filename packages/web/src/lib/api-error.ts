import type { ErrorBody } from '@garage/api-types';

/** A supplier answer other than success, thrown so query and mutation hooks see a rejection. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(describe(status, body));
  }
}

function describe(status: number, body: unknown): string {
  const message = (body as Partial<ErrorBody> | undefined)?.message;
  return typeof message === 'string' && message !== ''
    ? `HTTP ${status}: ${message}`
    : `HTTP ${status}`;
}

type FetchResult = { data?: unknown; error?: unknown; response: Response };

/**
 * The data of a successful openapi-fetch result; otherwise throws an ApiError. Every success
 * of this API has a body, so one without is an error too.
 */
export function unwrap<R extends FetchResult>(result: R): NonNullable<R['data']> {
  if (result.error !== undefined || !result.response.ok || result.data == null) {
    throw new ApiError(result.response.status, result.error);
  }
  return result.data;
}

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

type FetchResult<T> =
  | { data: T; error?: never; response: Response }
  | { data?: never; error: unknown; response: Response };

/** The data of a successful openapi-fetch result; otherwise throws an ApiError. */
export function unwrap<T>(result: FetchResult<T>): T {
  if (result.error !== undefined || !result.response.ok) {
    throw new ApiError(result.response.status, result.error);
  }
  return result.data as T;
}

/**
 * An answer other than success, thrown so query and mutation hooks see a rejection. `Body` is
 * the error body the API documents for the call (the supplier's or the mock's ErrorBody).
 */
export class ApiError<Body = unknown> extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: Body,
  ) {
    super(describe(status, body));
  }

  /** The body's own message, when it has one. */
  get bodyMessage(): string | undefined {
    const message = (this.body as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' && message !== '' ? message : undefined;
  }
}

function describe(status: number, body: unknown): string {
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== ''
    ? `HTTP ${status}: ${message}`
    : `HTTP ${status}`;
}

type FetchResult = { data?: unknown; error?: unknown; response: Response };

/**
 * The data of a successful openapi-fetch result; otherwise throws an ApiError carrying the
 * result's error body. Every success of both APIs has a body, so one without is an error too.
 */
export function unwrap<R extends FetchResult>(result: R): NonNullable<R['data']> {
  if (result.error !== undefined || !result.response.ok || result.data == null) {
    throw new ApiError<R['error']>(result.response.status, result.error);
  }
  return result.data;
}

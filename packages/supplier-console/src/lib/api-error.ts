/** A rejected /__demo call, carrying the mock's own ErrorBody message to show as it is. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    body: unknown,
  ) {
    super(describe(status, body));
  }
}

function describe(status: number, body: unknown): string {
  const message = (body as { message?: unknown } | undefined)?.message;
  if (typeof message === 'string' && message !== '') return message;
  return status === 0 ? 'The mock did not answer' : `The mock answered HTTP ${status}`;
}

type FetchResult = { data?: unknown; error?: unknown; response: Response };

/** The data of a successful openapi-fetch result; otherwise throws an ApiError. */
export function unwrap<R extends FetchResult>(result: R): NonNullable<R['data']> {
  if (result.error !== undefined || !result.response.ok || result.data == null) {
    throw new ApiError(result.response.status, result.error);
  }
  return result.data;
}

/** What to show for any failure: the mock's message, or what the browser said. */
export const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

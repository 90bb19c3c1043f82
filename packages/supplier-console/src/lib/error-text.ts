import { ApiError } from '@garage/app-kit';

/**
 * What to show for any failure: the mock's own ErrorBody message as it is, else what went
 * wrong in words, or what the browser said.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.bodyMessage !== undefined) return error.bodyMessage;
    return error.status === 0
      ? 'The mock did not answer'
      : `The mock answered HTTP ${error.status}`;
  }
  return error instanceof Error ? error.message : String(error);
}

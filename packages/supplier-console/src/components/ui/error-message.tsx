import { errorText } from '../../lib/api-error.ts';

type Props = { error: unknown; onRetry?: () => void };

/** A failure in words: the mock's own message, with 'Try again' where asking again may help. */
export function ErrorMessage({ error, onRetry }: Props) {
  return (
    <div className="error-message" role="alert">
      <span>{errorText(error)}</span>
      {onRetry && (
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

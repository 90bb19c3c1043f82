import { Button } from '@garage/app-kit';
import { errorText } from '../../lib/error-text.ts';
import styles from './error-message.module.css';

type Props = { error: unknown; onRetry?: () => void };

/** A failure in words: the mock's own message, with 'Try again' where asking again may help. */
export function ErrorMessage({ error, onRetry }: Props) {
  return (
    <div className={styles.error} role="alert">
      <span>{errorText(error)}</span>
      {onRetry && <Button onClick={onRetry}>Try again</Button>}
    </div>
  );
}

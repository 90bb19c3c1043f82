import { Button } from '@garage/app-kit';
import styles from './load-failure.module.css';

type Props = { error: Error; onRetry: () => void };

/**
 * A load that failed with nothing to show instead (docs/rules.md#refreshing-and-errors): the
 * raw error text, inside the screen's own frame, with 'Try again'. The query's next poll tries
 * again by itself too.
 */
export function LoadFailure({ error, onRetry }: Props) {
  return (
    <div className={styles.failure} role="alert">
      <pre className={styles.text}>{String(error)}</pre>
      <Button variant="primary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

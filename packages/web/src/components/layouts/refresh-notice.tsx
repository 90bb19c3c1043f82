import { lightFormat } from 'date-fns';
import { useOldestFailedRefresh } from '../../lib/failed-refresh.ts';
import styles from './refresh-notice.module.css';

/**
 * A small notice while a refresh fails: what is on screen stays, and says how old it is
 * (docs/rules.md#refreshing-and-errors). Every query tries again at its next poll.
 */
export function RefreshNotice() {
  const loadedAt = useOldestFailedRefresh();
  return (
    <div className={styles.region} role="status">
      {loadedAt !== null && (
        <p className={styles.notice}>
          Connection problem: showing what was loaded at {lightFormat(loadedAt, 'HH:mm')}. Trying
          again…
        </p>
      )}
    </div>
  );
}

import { lightFormat } from 'date-fns';
import { useOldestLoad } from '../../lib/failed-refresh.ts';
import { useOnline } from '../../lib/use-online.ts';
import styles from './refresh-notice.module.css';

/**
 * A small notice while a refresh fails: what is on screen stays, and says how old it is
 * (docs/rules.md#refreshing-and-errors). Every query tries again at its next poll. Offline,
 * the refreshes wait for the connection instead, and the notice says so (docs/offline.md).
 */
export function RefreshNotice() {
  const online = useOnline();
  const loadedAt = useOldestLoad(online ? 'failed' : 'shown');
  const time = loadedAt === null ? null : lightFormat(loadedAt, 'HH:mm');
  return (
    <div className={styles.region} role="status">
      {time !== null && (
        <p className={styles.notice}>
          {online
            ? `Connection problem: showing what was loaded at ${time}. Trying again…`
            : `Offline – showing what was loaded at ${time}`}
        </p>
      )}
    </div>
  );
}

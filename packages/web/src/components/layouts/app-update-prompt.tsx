import { Button } from '@garage/app-kit';
import styles from './app-update-prompt.module.css';
import { portalWorker, useAppUpdate } from './use-app-update.ts';

/**
 * Registers the portal's service worker and, when a new deployment's worker is waiting, offers
 * to reload onto it (docs/offline.md#updates). Loaded by the shell after the first screen.
 */
export default function AppUpdatePrompt({ createWorker = portalWorker }) {
  const { waiting, reload } = useAppUpdate(createWorker);
  return (
    <div className={styles.region} role="status">
      {waiting && (
        <div className={styles.prompt}>
          <p className={styles.text}>A new version is available</p>
          <Button variant="primary" className={styles.reload} onClick={reload}>
            Reload
          </Button>
        </div>
      )}
    </div>
  );
}

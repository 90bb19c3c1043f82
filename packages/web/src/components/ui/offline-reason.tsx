import { useOnline } from '../../lib/use-online.ts';
import styles from './offline-reason.module.css';

/** Next to an action that needs the network while the browser is offline: our wording. */
export const offlineReason = "You're offline. This needs a connection.";

/**
 * Beside an action that needs the network: while offline, why it is disabled
 * (docs/offline.md#data-on-the-device); nothing while online. `id` is for the action's
 * aria-describedby.
 */
export function OfflineReason({ id, className }: { id: string; className?: string }) {
  if (useOnline()) return null;
  return (
    <p id={id} className={[styles.reason, className].filter(Boolean).join(' ')}>
      {offlineReason}
    </p>
  );
}

import { useState } from 'react';
import {
  notificationPermission,
  readDesktopNotifications,
  writeDesktopNotifications,
} from '../../../lib/notify.ts';
import styles from './desktop-notifications.module.css';

const blockedText =
  'Notifications are blocked for this site. Allow them in your browser’s site settings, then turn this on again.';

/**
 * The switch for system notifications on this device (docs/notifications.md#desktop-notifications).
 * The browser's permission is asked only from turning it on, never on load.
 */
export function DesktopNotifications() {
  const [permission, setPermission] = useState(notificationPermission);
  const [on, setOn] = useState(
    () => readDesktopNotifications(localStorage) && permission === 'granted',
  );

  async function toggle(wanted: boolean) {
    if (!wanted) {
      setOn(false);
      writeDesktopNotifications(localStorage, false);
      return;
    }
    const answer =
      permission === 'unsupported' ? permission : await Notification.requestPermission();
    setPermission(answer);
    const granted = answer === 'granted';
    setOn(granted);
    writeDesktopNotifications(localStorage, granted);
  }

  return (
    <>
      <p>
        Tell me of quotes, messages, cancellations and dispatches while the portal is in the
        background.
      </p>
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={permission === 'unsupported'}
          onChange={(event) => void toggle(event.target.checked)}
        />
        Desktop notifications
      </label>
      {permission === 'denied' && <p className={styles.note}>{blockedText}</p>}
      {permission === 'unsupported' && (
        <p className={styles.note}>This browser cannot show notifications.</p>
      )}
    </>
  );
}

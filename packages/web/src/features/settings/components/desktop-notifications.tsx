import { useState } from 'react';
import { playNotificationSound } from '../../../lib/notification-sound.ts';
import {
  notificationPermission,
  readDesktopNotifications,
  readNotificationSound,
  writeDesktopNotifications,
  writeNotificationSound,
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

/** The switch for a sound with each batch of notices on this device, off by default. */
export function NotificationSound() {
  const [on, setOn] = useState(() => readNotificationSound(localStorage));

  function toggle(wanted: boolean) {
    setOn(wanted);
    writeNotificationSound(localStorage, wanted);
    // The garage hears what it turned on; the click also lets the page play sound later.
    if (wanted) playNotificationSound();
  }

  return (
    <label className={`${styles.switch} ${styles.next}`}>
      <input
        type="checkbox"
        role="switch"
        checked={on}
        onChange={(event) => toggle(event.target.checked)}
      />
      Sound for notifications
    </label>
  );
}

import toast from 'react-hot-toast';
import { takeNotificationsOffer, writeDesktopNotifications } from '../../lib/notify.ts';
import styles from './notification-offer.module.css';

export const offerText = 'Get a desktop notification when a quote or message comes in?';
export const turnOnText = 'Turn on desktop notifications';

/** The offer's toast: the browser's permission is asked only from its button. */
function Offer({ toastId }: { toastId: string }) {
  function turnOn() {
    toast.dismiss(toastId);
    // Called from the click itself: browsers ask only from a user's gesture.
    void Notification.requestPermission().then((answer) => {
      if (answer !== 'granted') return;
      writeDesktopNotifications(localStorage, true);
      toast.success('Desktop notifications are on');
    });
  }
  return (
    <span className={styles.offer}>
      {offerText}
      <span className={styles.actions}>
        <button type="button" className={styles.turnOn} onClick={turnOn}>
          {turnOnText}
        </button>
        <button type="button" className={styles.notNow} onClick={() => toast.dismiss(toastId)}>
          Not now
        </button>
      </span>
    </span>
  );
}

/**
 * After the garage's first enquiry or order on this device, one offer of desktop notifications
 * (docs/notifications.md#the-offer), unless the browser cannot show them, was already asked or
 * the switch is on. It stays until answered.
 */
export function offerNotificationsOnce(): void {
  if (!takeNotificationsOffer(localStorage)) return;
  toast((shown) => <Offer toastId={shown.id} />, { duration: Infinity });
}

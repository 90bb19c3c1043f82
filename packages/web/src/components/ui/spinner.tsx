import styles from './spinner.module.css';

/**
 * The portal's one spinner. `medium` holds the place of a screen or a column while it loads;
 * `small` sits where something small loads (an image in the thread, a message sending). With a
 * `label` it is announced as a status; without one it is hidden from assistive technology, for
 * a control that names its own state (the Send button's 'Sending').
 */
export function Spinner({ label, size = 'medium' }: { label?: string; size?: 'small' | 'medium' }) {
  const className = `${styles.spinner} ${styles[size]}`;
  return label === undefined ? (
    <span className={className} aria-hidden="true" />
  ) : (
    <span className={className} role="status" aria-label={label} />
  );
}

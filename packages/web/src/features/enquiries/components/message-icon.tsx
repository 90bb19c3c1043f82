import styles from './message-icon.module.css';

// Inline SVG: two tiny icons are not worth an icon library in the first screen's chunk.
const bubble = 'M5 4h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H10l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z';

/** A speech bubble; filled, with a red dot, when some messages are unread. */
export function MessageIcon({ unread }: { unread: boolean }) {
  return unread ? (
    <svg role="img" aria-label="Unread messages" viewBox="0 0 24 24" width="18" height="18">
      <path d={bubble} fill="currentColor" />
      <circle className={styles.unreadDot} cx="20" cy="4.5" r="4" strokeWidth="1.5" />
    </svg>
  ) : (
    <svg role="img" aria-label="Messages" viewBox="0 0 24 24" width="18" height="18">
      <path d={bubble} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

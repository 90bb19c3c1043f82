import { Link } from 'react-router-dom';
import styles from './back-link.module.css';

/**
 * '‹ {label}': back to a list from what was opened in it, on phones, where the two show one at a
 * time (docs/screens.md#layouts). Not drawn on wider screens.
 */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={styles.back}>
      <span aria-hidden="true">‹</span> {label}
    </Link>
  );
}

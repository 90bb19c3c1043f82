import { useRouteError } from 'react-router-dom';
import styles from './failure-page.module.css';
// The same button as a failed load's 'Try again'.
import button from '../components/ui/load-failure.module.css';

/**
 * What a screen that threw while drawing shows (a bug, never a failed call: those show inside
 * their screen): its raw text and a reload, instead of the router's page for developers.
 */
export function RouteError() {
  const error = useRouteError();
  return (
    <main className={styles.page}>
      <h1>Sorry, something went wrong</h1>
      <pre>{String(error)}</pre>
      <button type="button" className={button.retry} onClick={() => location.reload()}>
        Reload
      </button>
    </main>
  );
}

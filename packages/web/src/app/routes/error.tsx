import { appSettings } from '../../config/app-settings.ts';
import styles from './error.module.css';

/** Spec section 2: where the portal goes when it cannot work (the company lookup found nothing). */
export function Component() {
  return (
    <section className={styles.page}>
      <h1>Sorry, something went wrong</h1>
      <p>We were unable to load the APIR</p>
      <p>Please contact the supplier on {appSettings.supportPhone}</p>
    </section>
  );
}

import { useRuntimeConfig } from '../../lib/runtime-config-context.tsx';
import styles from './error.module.css';
import { PageTitle } from '../../components/ui/page-title.tsx';

/** Spec section 2: where the portal goes when it cannot work (the company lookup found nothing). */
export function Component() {
  const { supportPhone } = useRuntimeConfig();
  return (
    <section className={styles.page}>
      <PageTitle screen="Something went wrong" />
      <h1>Sorry, something went wrong</h1>
      <p>We were unable to load the APIR</p>
      <p>Please contact the supplier on {supportPhone}</p>
    </section>
  );
}

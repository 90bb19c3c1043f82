import { useRuntimeConfig } from '../../lib/runtime-config-context.tsx';
import styles from './error.module.css';
import { PageTitle } from '../../components/ui/page-title.tsx';

/** docs/screens.md#error-page: where the portal goes when the company lookup finds nothing. */
export function Component() {
  const { supportPhone } = useRuntimeConfig();
  return (
    <main className={styles.page}>
      <PageTitle screen="Something went wrong" />
      <h1>Sorry, something went wrong</h1>
      <p>We were unable to load the APIR</p>
      <p>Please contact the supplier on {supportPhone}</p>
    </main>
  );
}

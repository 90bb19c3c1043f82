import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useAfterFirstScreen } from '../../lib/after-first-screen.ts';
import { brandStyle } from '../../lib/brand-colours.ts';
import { useBrandLogo } from '../../lib/session/get-brand-logo.ts';
import { useHeader, type CachedHeader } from '../../lib/session/header-cache.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { LoadFailure } from '../ui/load-failure.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { Navigation, NavigationPlaceholder } from './navigation.tsx';
import { RefreshNotice } from './refresh-notice.tsx';
import styles from './shell-layout.module.css';

// The service worker's registration and its update prompt load once the first screen is there:
// none of it is in the first screen's JavaScript, nor runs before its list paints
// (docs/offline.md, docs/first-load.md).
const AppUpdatePrompt = lazy(() => import('./app-update-prompt.tsx'));

/**
 * `signedIn` runs beside every screen once the garage's session is known and the first screen
 * has been drawn (the notifications).
 */
export function ShellLayout({ signedIn }: { signedIn?: ReactNode }) {
  const state = useSession();
  const navigate = useNavigate();
  const unknownCompany = state.status === 'unknown-company';

  useEffect(() => {
    if (unknownCompany) void navigate(paths.error, { replace: true });
  }, [unknownCompany, navigate]);

  const session = state.status === 'ready' ? state.session : null;
  const afterFirstScreen = useAfterFirstScreen(session !== null);
  // While loading, and when loading failed, the same frame with the spinner or the failure in
  // it: nothing moves when the garage arrives (a layout shift on every cold visit otherwise).
  // The header fills in from the device's cache at once, then from the company and user as
  // soon as they are known, before the company lookup decides the navigation.
  const { company, user } =
    session ?? (state.status === 'loading' || state.status === 'error' ? state : {});
  const header = useHeader(company, user);
  return (
    // The company colour becomes the portal's accent colour, not only the header's, with text
    // colours that read on it and in it whatever the colour.
    <div className={styles.shell} style={header && brandStyle(header.ConnectPlusColor)}>
      {header ? <Header header={header} /> : <header className={styles.header} />}
      {session ? (
        <Navigation showTrackingAndReturns={session.companyHosts.showTrackingAndReturns} />
      ) : (
        <NavigationPlaceholder />
      )}
      <main className={styles.main}>
        {session ? (
          <Outlet context={session} />
        ) : state.status === 'error' ? (
          <SessionFailure error={state.error} retry={state.retry} />
        ) : (
          <Spinner label="Loading your garage" />
        )}
      </main>
      {session && afterFirstScreen && <Suspense fallback={null}>{signedIn}</Suspense>}
      <RefreshNotice />
      {session && afterFirstScreen && (
        <Suspense fallback={null}>
          <AppUpdatePrompt />
        </Suspense>
      )}
    </div>
  );
}

function SessionFailure({ error, retry }: { error: Error; retry?: () => void }) {
  if (retry) return <LoadFailure error={error} onRetry={retry} />;
  return <pre className={styles.failure}>{String(error)}</pre>;
}

function Header({ header }: { header: CachedHeader }) {
  const logo = useBrandLogo(header.CompanyBrandingBlobStorageID);
  return (
    <header className={styles.header} style={{ backgroundColor: header.ConnectPlusColor }}>
      {/* The logo's box is kept while it loads, so the name beside it does not move. */}
      {logo.data ? (
        <img className={styles.logo} src={logo.data} alt={`${header.CompanyName} logo`} />
      ) : (
        header.CompanyBrandingBlobStorageID && <span className={styles.logo} />
      )}
      <span className={styles.company}>
        {header.CompanyName}
        {header.CustomerKeyCode && ` (${header.CustomerKeyCode})`}
      </span>
    </header>
  );
}

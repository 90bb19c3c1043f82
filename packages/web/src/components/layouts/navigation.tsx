import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import styles from './navigation.module.css';

type NavigationProps = { showTrackingAndReturns: boolean };

/**
 * The main navigation (docs/screens.md#layouts): a side column on desktops, a row of tabs under
 * the header on tablets, and a Menu button in the header on phones that opens the entries over
 * the screen. The menu closes when an entry is chosen, on Escape (focus back on the button) and
 * on a press outside it.
 */
export function Navigation({ showTrackingAndReturns }: NavigationProps) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const entriesId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    buttonRef.current?.focus();
  }

  const entries = [
    // Enquiries lives at / and at /enquiries/...: both are that entry.
    { to: paths.home, label: 'Enquiries', shown: true, within: [paths.home, paths.enquiries] },
    {
      to: paths.tracking,
      label: 'Tracking',
      shown: showTrackingAndReturns,
      within: [paths.tracking],
    },
    { to: paths.returns, label: 'Returns', shown: showTrackingAndReturns, within: [paths.returns] },
    { to: paths.news, label: 'News', shown: true, within: [paths.news] },
    { to: paths.settings, label: 'Settings', shown: true, within: [paths.settings] },
  ];
  // One notion of "current" for both the highlight and aria-current.
  const isCurrent = (within: string[]) =>
    within.some((path) =>
      path === paths.home
        ? pathname === path
        : pathname === path || pathname.startsWith(`${path}/`),
    );
  return (
    // Escape from the menu button or any of its links closes the menu: the keys bubble up here.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- see above
    <nav ref={navRef} className={styles.nav} aria-label="Main" onKeyDown={closeOnEscape}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={entriesId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <span className={styles.menuIcon} aria-hidden="true" />
        Menu
      </button>
      <div id={entriesId} className={styles.entries} data-open={open}>
        {entries
          .filter((entry) => entry.shown)
          .map((entry) => {
            const current = isCurrent(entry.within);
            return (
              <Link
                key={entry.to}
                to={entry.to}
                // A Tab stop in every browser (docs/keyboard.md#navigation): Safari's Tab skips a
                // link by default, but not one with a tabindex written on it.
                tabIndex={0}
                aria-current={current ? 'page' : undefined}
                className={current ? styles.active : undefined}
                onClick={() => setOpen(false)}
              >
                {entry.label}
              </Link>
            );
          })}
      </div>
    </nav>
  );
}

/** The navigation's empty frame, in its place while the company lookup decides the entries. */
export function NavigationPlaceholder() {
  return <nav className={styles.nav} aria-label="Main" />;
}

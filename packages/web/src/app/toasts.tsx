import { useEffect, useState } from 'react';
import toast, { resolveValue, ToastBar, Toaster, useToasterStore } from 'react-hot-toast';
import styles from './toasts.module.css';

const maxToasts = 20;
// A screen reader may miss text put into a live region that has only just appeared: the region
// gets this long in the page, empty, before the first toast goes into it.
const liveRegionHeadStartMs = 100;

/**
 * docs/rules.md#toasts: bottom centre, dark, success 2 s, error 4 s, at most 20 on screen. Loaded
 * after the first screen (a toast raised before it mounts waits in react-hot-toast's store).
 * Announced through one polite live region (docs/keyboard.md#toasts), not react-hot-toast's own
 * role="status" per toast, which arrives in the same moment as its text.
 */
export default function Toasts() {
  const { toasts } = useToasterStore();
  const [regionReady, setRegionReady] = useState(false);
  useEffect(() => {
    toasts
      .filter((shown) => shown.visible)
      .slice(maxToasts)
      .forEach((extra) => toast.dismiss(extra.id));
  }, [toasts]);
  useEffect(() => {
    const timer = setTimeout(() => setRegionReady(true), liveRegionHeadStartMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="log" aria-live="polite" aria-label="Notifications">
      {regionReady && (
        <Toaster
          position="bottom-center"
          toastOptions={{
            style: { background: 'var(--toast)', color: 'var(--on-dark)' },
            success: { duration: 2000 },
            error: { duration: 4000 },
          }}
        >
          {(shown) => (
            <ToastBar toast={shown}>
              {({ icon }) => (
                <>
                  {icon}
                  {/* The toast's text without a live region of its own: the log above reads it. */}
                  <div className={styles.message}>{resolveValue(shown.message, shown)}</div>
                </>
              )}
            </ToastBar>
          )}
        </Toaster>
      )}
    </div>
  );
}

import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

const maxToasts = 20;

/**
 * docs/rules.md#toasts: bottom centre, dark, success 2 s, error 4 s, at most 20 on screen. Loaded
 * after the first screen (a toast raised before it mounts waits in react-hot-toast's store).
 */
export default function Toasts() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((shown) => shown.visible)
      .slice(maxToasts)
      .forEach((extra) => toast.dismiss(extra.id));
  }, [toasts]);
  return (
    <Toaster
      position="bottom-center"
      toastOptions={{
        style: { background: '#1f2937', color: '#fff' },
        success: { duration: 2000 },
        error: { duration: 4000 },
      }}
    />
  );
}

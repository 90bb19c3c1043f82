import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './lightbox.module.css';

type LightboxProps = {
  /** The image shown as large as the window allows. */
  children: ReactNode;
  onClose: () => void;
  /** The dialog's accessible name. */
  label?: string;
};

/**
 * docs/screens.md#image-viewer: a full-screen viewer; a click anywhere or Escape closes it.
 * Focus moves into it while open and back to the opener (the thumbnail) when it closes.
 */
export function Lightbox({ children, onClose, label = 'Image' }: LightboxProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  // An event, so a new onClose on each parent render does not re-run the focus effect.
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const opener = document.activeElement;
    dialogRef.current?.focus();
    // On the document, so Escape closes it wherever focus went.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);

  return createPortal(
    <div
      ref={dialogRef}
      className={styles.lightbox}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      tabIndex={-1}
      onClick={onClose}
    >
      {children}
    </div>,
    document.body,
  );
}

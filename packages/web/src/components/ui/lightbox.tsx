import { Button, Dialog } from '@garage/app-kit';
import type { ReactNode } from 'react';
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
 * Focus moves to its Close button while open (a keyboard's way out besides Escape) and back to
 * the opener (the thumbnail) when it closes.
 */
export function Lightbox({ children, onClose, label = 'Image' }: LightboxProps) {
  return (
    <Dialog label={label} className={styles.lightbox} onClose={onClose} onClick={onClose}>
      {children}
      {/* No handler of its own: its click, by mouse or key, is a click on the viewer. */}
      <Button variant="icon" className={styles.close} aria-label="Close" data-autofocus>
        <span aria-hidden="true">×</span>
      </Button>
    </Dialog>
  );
}

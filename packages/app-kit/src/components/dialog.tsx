import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button.tsx';
import styles from './dialog.module.css';

// The element that last took the focus. A dialog opened while the focus is between two
// elements (from a field's blur, as Enter Vehicle Details is) has no opener focused: the focus
// goes back to the field that was left.
let lastFocused: EventTarget | null = null;
// Not in Node, where the apps' unit tests import the kit without a page.
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => (lastFocused = event.target), true);
}

type DialogProps = {
  onClose: () => void;
  /** Replaces the panel's look (the lightbox fills the window). */
  className?: string;
  onClick?: (event: MouseEvent<HTMLDialogElement>) => void;
  children?: ReactNode;
} & (
  | {
      /** The heading, next to a Close button; it names the dialog. */
      title: string;
      label?: never;
    }
  | {
      /** The name of a dialog without a heading or Close button. */
      label: string;
      title?: never;
    }
);

/**
 * A modal dialog: the native <dialog> opened with showModal(), so the page behind is inert and
 * focus stays inside. Focus moves to its first field (or the dialog) and goes back to the opener
 * when it closes; Escape (the `cancel` event) and a click on the backdrop close it, and a dialog
 * opened from another closes alone (docs/keyboard.md#dialogs). Shown while it is rendered:
 * onClose asks the parent to stop rendering it.
 */
export function Dialog({ title, label, onClose, className, onClick, children }: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // An event, so a new onClose on each parent render does not re-run the focus effect.
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const active = document.activeElement;
    const opener = active && active !== document.body ? active : lastFocused;
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Already open when StrictMode runs this effect a second time.
    if (!dialog.open) dialog.showModal();
    // Not the Close button, which showModal() would focus: the first field (or the control
    // marked data-autofocus), else the dialog.
    (
      dialog.querySelector<HTMLElement>('[data-autofocus], input, select, textarea') ?? dialog
    ).focus();
    // Closed by the browser rather than by onClose (see cancel below): tell the parent.
    const closed = () => close();
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('close', closed);
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);

  function cancel(event: SyntheticEvent<HTMLDialogElement>) {
    // The parent removes the dialog. A cancel the page may not prevent (a second Escape with no
    // click or key in between) closes the dialog anyway, and the close event calls onClose.
    event.preventDefault();
    // React passes the event on to the dialogs this one was opened from (a portal keeps its
    // place in React's tree): Escape closes only the dialog on top.
    event.stopPropagation();
    if (event.nativeEvent.cancelable) onClose();
  }

  return createPortal(
    // The clicks are a mouse shortcut (the backdrop, a lightbox's picture): the keyboard closes
    // with Escape (onCancel) or the Close button.
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions -- see above
    <dialog
      ref={dialogRef}
      className={className ?? styles.dialog}
      aria-modal="true"
      aria-labelledby={title === undefined ? undefined : titleId}
      aria-label={label}
      tabIndex={-1}
      onCancel={cancel}
      onClick={onClick}
      onMouseDown={(event) => {
        // A click on the ::backdrop lands on the <dialog> itself, outside its box.
        const box = event.currentTarget.getBoundingClientRect();
        const outside =
          event.clientX < box.left ||
          event.clientX > box.right ||
          event.clientY < box.top ||
          event.clientY > box.bottom;
        if (event.target === event.currentTarget && outside) onClose();
      }}
    >
      {title !== undefined && (
        // Not a <header>: outside an article or section that is a banner, the page's own.
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <Button variant="icon" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </Button>
        </div>
      )}
      {children}
    </dialog>,
    document.body,
  );
}

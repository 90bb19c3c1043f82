import { useId, type ReactNode } from 'react';
import styles from './form-field.module.css';

/** What the field's control spreads onto itself: its id, and when invalid what says why. */
export type FieldControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

type FormFieldProps = {
  label: string;
  /** The validation message, shown under the field; the control is marked invalid by it. */
  error?: string | undefined;
  /** Instead of error: the id of one message shown elsewhere for several fields. */
  errorId?: string | undefined;
  children: (props: FieldControlProps) => ReactNode;
};

/** A labelled field with its validation message under it. */
export function FormField({ label, error, errorId, children }: FormFieldProps) {
  const id = useId();
  const ownErrorId = useId();
  const describedBy = error ? ownErrorId : errorId;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(
        describedBy ? { id, 'aria-invalid': true, 'aria-describedby': describedBy } : { id },
      )}
      {error && (
        <p id={ownErrorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

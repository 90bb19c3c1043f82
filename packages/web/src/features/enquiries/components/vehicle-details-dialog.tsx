import { Button, Dialog, FormField } from '@garage/app-kit';
import { useId, useState, type SubmitEvent } from 'react';
import { vehicleDetailsMessage, vehicleDetailsSchema } from '../lib/new-enquiry-schema.ts';
import styles from './dialog-form.module.css';

type VehicleDetailsDialogProps = {
  onConfirm: (vehicle: { make: string; model: string }) => void;
  onClose: () => void;
};

/** The Enter Vehicle Details dialog; both make and model are required. */
export function VehicleDetailsDialog({ onConfirm, onClose }: VehicleDetailsDialogProps) {
  const [make, setMake] = useState('');
  const [model, setModel] = useState('');
  const [error, setError] = useState(false);
  const errorId = useId();

  function confirm(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // The outer New Enquiry form must not submit too: this form sits inside it in React's tree.
    event.stopPropagation();
    const result = vehicleDetailsSchema.safeParse({ make, model });
    if (result.success) onConfirm(result.data);
    else setError(true);
  }

  return (
    <Dialog title="Enter Vehicle Details" onClose={onClose}>
      <form className={styles.form} onSubmit={confirm} noValidate>
        {/* One message under both fields, which both point to. */}
        <FormField label="Make" errorId={error ? errorId : undefined}>
          {(props) => (
            <input {...props} value={make} onChange={(event) => setMake(event.target.value)} />
          )}
        </FormField>
        <FormField label="Model" errorId={error ? errorId : undefined}>
          {(props) => (
            <input {...props} value={model} onChange={(event) => setModel(event.target.value)} />
          )}
        </FormField>
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {vehicleDetailsMessage}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="primary" type="submit">
            Confirm
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

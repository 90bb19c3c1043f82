import { Button, Dialog, FormField } from '@garage/app-kit';
import { useId, useState, type SubmitEvent } from 'react';
import {
  firstMessages,
  vehicleDetailsMessage,
  vehicleDetailsSchema,
} from '../lib/new-enquiry-schema.ts';
import styles from './dialog-form.module.css';

type Vehicle = { make: string; model: string };

type VehicleDetailsDialogProps = {
  /** What the fields start with: the vehicle given before, asked for again for a new Reg. */
  initial: Vehicle;
  onConfirm: (vehicle: Vehicle) => void;
  onClose: () => void;
};

/**
 * The Enter Vehicle Details dialog; both make and model are required, one message for both, and
 * each is bounded, its message under it.
 */
export function VehicleDetailsDialog({ initial, onConfirm, onClose }: VehicleDetailsDialogProps) {
  const [vehicle, setVehicle] = useState(initial);
  const [errors, setErrors] = useState<Partial<Vehicle>>({});
  const errorId = useId();
  const missing = Object.values(errors).includes(vehicleDetailsMessage);

  function confirm(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // The outer New Enquiry form must not submit too: this form sits inside it in React's tree.
    event.stopPropagation();
    const result = vehicleDetailsSchema.safeParse(vehicle);
    if (result.success) {
      onConfirm(result.data);
      return;
    }
    setErrors(firstMessages<keyof Vehicle>(result.error));
  }

  const field = (name: keyof Vehicle, label: string) => {
    const error = errors[name];
    return (
      <FormField
        label={label}
        error={error === vehicleDetailsMessage ? undefined : error}
        errorId={error === vehicleDetailsMessage ? errorId : undefined}
      >
        {(props) => (
          <input
            {...props}
            value={vehicle[name]}
            onChange={(event) => setVehicle({ ...vehicle, [name]: event.target.value })}
          />
        )}
      </FormField>
    );
  };

  return (
    <Dialog title="Enter Vehicle Details" onClose={onClose}>
      <form className={styles.form} onSubmit={confirm} noValidate>
        {field('make', 'Make')}
        {field('model', 'Model')}
        {/* One message under both fields, which those missing point to. */}
        {missing && (
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

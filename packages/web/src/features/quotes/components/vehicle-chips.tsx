import type { Enquiry } from '@garage/api-types';
import styles from './vehicle-chips.module.css';

const vehicleFields = ['Make', 'Model', 'Engine', 'GBox', 'Fuel'] as const;

/** A chip for each of Make, Model, Engine, GBox and Fuel that is present. */
export function VehicleChips({ enquiry }: { enquiry: Enquiry }) {
  const present = vehicleFields.filter((field) => enquiry[field]);
  if (present.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="Vehicle">
      {present.map((field) => (
        <li key={field} className={styles.chip}>
          <span className={styles.chipLabel}>{field}</span> {enquiry[field]}
        </li>
      ))}
    </ul>
  );
}

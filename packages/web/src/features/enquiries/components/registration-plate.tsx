import styles from './registration-plate.module.css';

/** The registration on a UK number plate; `large` for the detail panel's header. */
export function RegistrationPlate({ reg, large = false }: { reg: string; large?: boolean }) {
  return <span className={large ? `${styles.plate} ${styles.large}` : styles.plate}>{reg}</span>;
}

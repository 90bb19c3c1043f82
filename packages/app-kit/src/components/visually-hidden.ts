import styles from './visually-hidden.module.css';

/** The class of what screen readers read and the eye does not see (a label, a file input). */
export const visuallyHidden = styles.visuallyHidden;

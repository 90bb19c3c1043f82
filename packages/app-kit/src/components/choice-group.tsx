import styles from './choice-group.module.css';

type ChoiceGroupProps<T extends string> = {
  label: string;
  name: string;
  value: T;
  /** Each option's value and its label. */
  options: [T, string][];
  onChange: (value: T) => void;
};

/** A row of radio buttons under a legend. */
export function ChoiceGroup<T extends string>({
  label,
  name,
  value,
  options,
  onChange,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className={styles.group}>
      <legend>{label}</legend>
      <div className={styles.options}>
        {options.map(([option, optionLabel]) => (
          <label key={option} className={styles.radio}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {optionLabel}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

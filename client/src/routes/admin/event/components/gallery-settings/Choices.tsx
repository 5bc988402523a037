// The settings' choices: radio buttons over [value, label] pairs and single checkboxes, bound to the form.
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './Choices.module.css';

export function RadioChoices({
  options,
  registration,
  children,
}: {
  options: readonly (readonly [string, string])[];
  registration: UseFormRegisterReturn;
  /** What goes before the choices on their line (a question). */
  children?: ReactNode;
}) {
  return (
    <div className={styles.choices}>
      {children}
      {options.map(([value, label]) => (
        <label key={value} className={styles.choice}>
          <input type="radio" value={value} {...registration} />
          {label}
        </label>
      ))}
    </div>
  );
}

export function CheckboxChoice({
  registration,
  children,
}: {
  registration: UseFormRegisterReturn;
  children: ReactNode;
}) {
  return (
    <label className={styles.choice}>
      <input type="checkbox" {...registration} />
      {children}
    </label>
  );
}

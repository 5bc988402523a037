// A section of the gallery settings: a bordered group titled by its legend, and the subtitles inside it.
import type { ReactNode } from 'react';
import styles from './SettingsGroup.module.css';

export function SettingsGroup({
  legend,
  children,
  compactOnPhone = true,
  className,
}: {
  legend: string;
  children: ReactNode;
  /** False: the group keeps its padding on a phone (the discounts' summary, which has no table to fit). */
  compactOnPhone?: boolean;
  className?: string;
}) {
  const classes = [styles.group, compactOnPhone && styles.compact, className].filter(Boolean).join(' ');
  return (
    <fieldset className={classes}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

export function SettingsSubtitle({ children }: { children: ReactNode }) {
  return <p className={styles.subtitle}>{children}</p>;
}

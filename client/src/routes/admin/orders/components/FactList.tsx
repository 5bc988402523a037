// Facts of an order as a two-column list: each term (dt) beside its value (dd).
import type { ReactNode } from 'react';
import styles from './FactList.module.css';

export function FactList({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

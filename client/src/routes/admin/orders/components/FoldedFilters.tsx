// An order list's filters: always shown on a wide screen; on a phone folded behind one 'Filtros' button, so the
// orders come first.
import { type ReactNode, useId, useState } from 'react';
import styles from './FoldedFilters.module.css';

export function FoldedFilters({
  label,
  active,
  className,
  children,
}: {
  /** The filter panel's name ('Filtrar pedidos'). */
  label: string;
  /** How many filters are set: the button says so while they are folded away. */
  active: number;
  /** The panel's own layout. */
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        className={`button ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
      >
        Filtros{active > 0 && <span className={styles.count}> ({active})</span>}
      </button>
      <search
        id={id}
        aria-label={label}
        className={[className, open ? '' : styles.folded].filter(Boolean).join(' ')}
      >
        {children}
      </search>
    </>
  );
}

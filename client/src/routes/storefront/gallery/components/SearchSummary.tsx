// The line over a search's results (by number, by selfie): what was found, or why not, and the way back to the
// gallery's own grid.
import type { ReactNode } from 'react';
import styles from './SearchSummary.module.css';

export function SearchSummary({
  role,
  children,
  onClear,
}: {
  /** 'alert' for the server's refusal, 'status' for what was found. */
  role: 'status' | 'alert';
  children: ReactNode;
  onClear: () => void;
}) {
  return (
    <div className={styles.summary}>
      <p role={role}>{children}</p>
      <button type="button" className="button" onClick={onClear}>
        Ver todas as fotos
      </button>
    </div>
  );
}

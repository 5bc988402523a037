// The heading over a search's results (by number, by selfie): what was found, or why not, and the way back to the
// gallery's own grid. It takes the focus when it appears (once the selfie's panel has closed), so the results are in
// view and a screen reader reads what was found.
import { type ReactNode, useEffect, useRef } from 'react';
import { useTopDialog } from '../../../../components/openDialogs.ts';
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
  const heading = useRef<HTMLHeadingElement>(null);
  const focused = useRef(false);
  // A modal dialog makes the page behind it inert: the focus moves once it has closed.
  const dialog = useTopDialog();
  useEffect(() => {
    if (dialog || focused.current || !heading.current) return;
    focused.current = true;
    heading.current.focus({ preventScroll: true });
    heading.current.scrollIntoView({ block: 'start' });
  }, [dialog]);
  return (
    <div className={styles.summary}>
      {/* The live region holds the heading (inside a heading it would take the heading's name away). */}
      <div role={role}>
        <h2 ref={heading} tabIndex={-1} className={styles.heading}>
          {children}
        </h2>
      </div>
      <button type="button" className="button" onClick={onClear}>
        Ver todas as fotos
      </button>
    </div>
  );
}

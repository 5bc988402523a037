// The full-screen loading overlay of the spec's shared interface.
import styles from './LoadingOverlay.module.css';

export function LoadingOverlay() {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <span className={styles.spinner} />
      <span className={styles.label}>Carregando…</span>
    </div>
  );
}

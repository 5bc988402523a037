// The full-screen loading overlay of the spec's shared interface.
import { hasFirstScreen } from '../first-screen.ts';
import styles from './LoadingOverlay.module.css';

export function LoadingOverlay() {
  // The server's first screen of the gallery is the page meanwhile: no veil over it.
  if (hasFirstScreen()) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <span className={styles.spinner} />
      <span className={styles.label}>Carregando…</span>
    </div>
  );
}

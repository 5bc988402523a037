// A card of the studio's pages: a section on the surface, named by its heading (or by a label when it has none).
import type { ReactNode } from 'react';
import styles from './AdminCard.module.css';

export function AdminCard({
  title,
  titleId,
  label,
  scrolls = false,
  children,
}: {
  title?: string;
  /** The heading's id, which names the section. */
  titleId?: string;
  /** The section's name when it shows no heading. */
  label?: string;
  /** Wide content (a table) scrolls sideways inside the card, which keeps less padding on a phone. */
  scrolls?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={scrolls ? `${styles.card} ${styles.scrolls}` : styles.card}
      aria-labelledby={title ? titleId : undefined}
      aria-label={label}
    >
      {title && <h2 id={titleId}>{title}</h2>}
      {children}
    </section>
  );
}

// The top of a gallery's pages: the event's cover as a banner, its name, a line of facts and what else goes under it.
import type { ReactNode } from 'react';
import { phoneCoverMedia, phoneCoverUrl } from '../../../server/domain/phone-cover.ts';
import styles from './GalleryHero.module.css';
import { RenditionImage } from './RenditionImage.tsx';

export function GalleryHero({
  name,
  cover,
  facts,
  compact = false,
  children,
}: {
  name: string;
  cover: { readonly url: string; readonly width: number; readonly height: number } | null | undefined;
  /** The facts under the name, one element each (date, photo count), shown on a line with dots between. */
  facts?: ReactNode;
  /** A lower banner on narrow screens, so what comes next (the gallery's search) is near the top. */
  compact?: boolean;
  children?: ReactNode;
}) {
  return (
    <header className={compact ? `${styles.hero} ${styles.compact}` : styles.hero}>
      {cover && (
        // The banner's box is set by CSS, so the page does not move when the picture arrives. Phones take the
        // cover's 720 px copy (a third of the bytes), as the server's first screen of the gallery does.
        <picture>
          <source media={phoneCoverMedia} srcSet={phoneCoverUrl(cover.url)} />
          <RenditionImage className={styles.cover} rendition={cover} alt="Capa do evento" decoding="async" />
        </picture>
      )}
      <h1 className={styles.name}>{name}</h1>
      {facts && <p className={styles.facts}>{facts}</p>}
      {children}
    </header>
  );
}

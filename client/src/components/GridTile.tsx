// A photo's box in the image grids (the gallery, shared favourites, the studio's event): the rounded frame outlined
// when selected, its picture or 'Processando…', and the empty box of a photo whose page has not arrived.
import type { ReactNode } from 'react';
import styles from './GridTile.module.css';

export function TileFrame({ selected = false, children }: { selected?: boolean; children: ReactNode }) {
  return <div className={selected ? `${styles.tile} ${styles.selected}` : styles.tile}>{children}</div>;
}

/** The picture filling its box; without one (still processing) the box says so. */
export function TileImage({
  image,
  alt,
  processingRole,
}: {
  image: { src: string; srcSet?: string; sizes?: string; width: number; height: number } | null;
  alt: string;
  /** 'status' where the processing is news the studio waits for. */
  processingRole?: 'status';
}) {
  return image ? (
    <img
      className={styles.image}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <span className={styles.processing} role={processingRole}>
      Processando…
    </span>
  );
}

export function TilePlaceholder({ hidden = false }: { hidden?: boolean }) {
  return <div className={styles.placeholder} aria-hidden={hidden || undefined} />;
}

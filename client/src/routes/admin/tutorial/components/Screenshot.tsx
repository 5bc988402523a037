// A screenshot of the product in a guide: the WebP the e2e run took (client/public/tutorial), with its real size
// so the page does not move while it loads; beside the menus a wide one shows smaller, so a click opens it whole.
import type { ReactNode } from 'react';
import { type ScreenshotName, screenshots } from '../screenshots.ts';
import styles from './Screenshot.module.css';

export const screenshotUrl = (name: ScreenshotName) => `/tutorial/${name}.webp`;

export function Screenshot({
  name,
  alt,
  caption,
}: {
  name: ScreenshotName;
  /** What the picture shows, for whoever cannot see it. */
  alt: string;
  caption?: ReactNode;
}) {
  const { width, height } = screenshots[name];
  return (
    <figure className={styles.figure}>
      <a href={screenshotUrl(name)} target="_blank" rel="noreferrer" className={styles.zoom}>
        <img
          src={screenshotUrl(name)}
          width={width}
          height={height}
          alt={alt}
          loading="lazy"
          decoding="async"
        />
        <span className="visually-hidden"> (abre a imagem em tamanho real)</span>
      </a>
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

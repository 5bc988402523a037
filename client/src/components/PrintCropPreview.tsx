// A print's crop as the customer left it: the whole photo, the part outside the print darkened.
import styles from './PrintCropPreview.module.css';
import type { Rendition } from './RenditionImage.tsx';

export function PrintCropPreview({
  crop,
  thumbnail,
  label,
}: {
  crop: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
  thumbnail: Rendition;
  /** What the picture shows, for screen readers. */
  label: string;
}) {
  const percent = (value: number) => `${value * 100}%`;
  return (
    <div
      className={styles.stage}
      role="img"
      aria-label={label}
      style={{ aspectRatio: `${thumbnail.width} / ${thumbnail.height}` }}
    >
      <img src={thumbnail.url} alt="" className={styles.photo} loading="lazy" />
      <span
        className={styles.frame}
        data-crop-frame=""
        style={{
          left: percent(crop.x),
          top: percent(crop.y),
          width: percent(crop.width),
          height: percent(crop.height),
        }}
      />
    </div>
  );
}

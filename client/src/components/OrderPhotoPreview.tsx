// An ordered photo's square preview, or in its place why there is none: the photo was deleted, or is still processed.
import styles from './OrderPhotoPreview.module.css';
import { RenditionImage } from './RenditionImage.tsx';

export function OrderPhotoPreview({
  photo,
  alt,
  missingClassName,
}: {
  photo: {
    readonly photoDeleted: boolean;
    readonly thumbnail:
      | { readonly url: string; readonly width: number; readonly height: number }
      | null
      | undefined;
  };
  alt: string;
  /** The missing preview's text size and padding, which each screen sets. */
  missingClassName?: string;
}) {
  return photo.thumbnail ? (
    <RenditionImage className={styles.preview} rendition={photo.thumbnail} alt={alt} loading="lazy" />
  ) : (
    <span className={`${styles.preview} ${styles.missing} ${missingClassName}`}>
      {photo.photoDeleted ? 'Preview não disponível, pois a imagem foi deletada' : 'Processando…'}
    </span>
  );
}

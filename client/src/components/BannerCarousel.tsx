// The rotating banner of the storefront (24:9): one slide at a time, arrows, dots and swipe.
import { useRef } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { BannerCarousel_studio$key } from '../__generated__/BannerCarousel_studio.graphql.ts';
import styles from './BannerCarousel.module.css';
import { RenditionImage } from './RenditionImage.tsx';
import { useAutoRotation } from './useAutoRotation.ts';

export function BannerCarousel({ studio }: { studio: BannerCarousel_studio$key }) {
  const { banners } = useFragment(
    graphql`
      fragment BannerCarousel_studio on Studio {
        banners {
          id
          title
          image {
            url
            width
            height
          }
        }
      }
    `,
    studio,
  );
  const rotation = useAutoRotation(banners.length);
  const touchStart = useRef<number | null>(null);
  if (!banners.length) return null;

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carrossel"
      aria-label="Destaques"
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        if (start === null || end === undefined || Math.abs(end - start) < 40) return;
        if (end < start) rotation.next();
        else rotation.previous();
      }}
    >
      {banners.map((banner, position) => (
        <figure
          key={banner.id}
          className={styles.slide}
          aria-hidden={position !== rotation.index}
          data-active={position === rotation.index}
        >
          <RenditionImage
            rendition={banner.image}
            alt={banner.title}
            loading={position === 0 ? 'eager' : 'lazy'}
            fetchPriority={position === 0 ? 'high' : 'auto'}
            decoding="async"
          />
          <figcaption className={styles.caption}>{banner.title}</figcaption>
        </figure>
      ))}
      {banners.length > 1 && (
        <>
          <button
            type="button"
            className={styles.previous}
            onClick={rotation.previous}
            aria-label="Banner anterior"
          >
            ‹
          </button>
          <button type="button" className={styles.next} onClick={rotation.next} aria-label="Próximo banner">
            ›
          </button>
          <div className={styles.dots}>
            {banners.map((banner, position) => (
              <button
                key={banner.id}
                type="button"
                aria-label={`Mostrar o banner ${position + 1}`}
                aria-current={position === rotation.index}
                onClick={() => rotation.goTo(position)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

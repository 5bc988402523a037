// The gallery's header: the event's cover, name and date, how many photos, and the lowest price of a photo; its
// banner is lower when a search follows it.
import { graphql, useFragment } from 'react-relay/hooks';
import type { GalleryHeader_event$key } from '../../../../__generated__/GalleryHeader_event.graphql.ts';
import { GalleryHero } from '../../../../components/GalleryHero.tsx';
import { formatBrl, formatCount, formatLongDay } from '../../../../format.ts';
import styles from './GalleryHeader.module.css';

export function GalleryHeader({ event }: { event: GalleryHeader_event$key }) {
  const data = useFragment(
    graphql`
      fragment GalleryHeader_event on Event {
        name
        # The owner's event date, else the day the event was created.
        day
        # Every photo of the gallery, whatever the grid is filtered by.
        allPhotoCount: photoCount
        startingPriceCents
        cover { url width height }
        bibSearch
        faceSearch
      }
    `,
    event,
  );
  return (
    <GalleryHero
      name={data.name}
      cover={data.cover}
      // The searches come right after the header: a lower banner keeps them in the first half of a phone's screen.
      compact={data.bibSearch || data.faceSearch}
      facts={
        <>
          <time dateTime={data.day}>{formatLongDay(data.day)}</time>
          <span>{formatCount(data.allPhotoCount, 'foto', 'fotos')}</span>
        </>
      }
    >
      {data.startingPriceCents != null && (
        <p className={styles.price}>a partir de {formatBrl(data.startingPriceCents)}</p>
      )}
    </GalleryHero>
  );
}

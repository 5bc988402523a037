// The event's photos: virtualised justified rows over the paginated connection (pages load as the customer scrolls
// near them) and the full-size viewer over the same list.
import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { PhotoGrid_event$key } from '../../../../__generated__/PhotoGrid_event.graphql.ts';
import { JustifiedGrid } from '../../../../components/JustifiedGrid.tsx';
import { PhotoPlaceholder, type PhotoRef, PhotoTile } from './PhotoTile.tsx';
import { PhotoViewer } from './PhotoViewer.tsx';

const pageSize = 120;

export function PhotoGrid({
  event,
  onToggle,
  favoritesOnly = false,
}: {
  event: PhotoGrid_event$key;
  /** Null when the photos are not on sale: no selection controls. */
  onToggle: ((photo: PhotoRef) => void) | null;
  /** The 'Favoritas' filter: only the customer's favourite photos. */
  favoritesOnly?: boolean;
}) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment PhotoGrid_event on Event
      @refetchable(queryName: "PhotoGridPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 120 }
        cursor: { type: "String" }
        favoritesOnly: { type: "Boolean", defaultValue: false }
      ) {
        photoCount(favoritesOnly: $favoritesOnly)
        photos(first: $count, after: $cursor, favoritesOnly: $favoritesOnly) @connection(key: "PhotoGrid_photos") {
          edges {
            node {
              id
              width
              height
              ...PhotoTile_photo
              ...PhotoViewer_photos
            }
          }
        }
      }
    `,
    event,
  );
  const edges = data.photos.edges;
  const total = Math.max(data.photoCount, edges.length);
  const [viewing, setViewing] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const viewerPhotos = useMemo(() => edges.map((edge) => edge.node), [edges]);
  // Each photo's shape, known from its size before any image loads; photos of pages not loaded yet are NaN.
  const aspects = useMemo(
    () =>
      Array.from({ length: total }, (_, index) => {
        const node = edges[index]?.node;
        return node ? node.width / node.height : Number.NaN;
      }),
    [edges, total],
  );

  const ensureLoaded = useCallback(
    (lastIndex: number) => {
      if (hasNext && !isLoadingNext && lastIndex >= edges.length - pageSize / 3) loadNext(pageSize);
    },
    [hasNext, isLoadingNext, edges.length, loadNext],
  );
  const onVisibleRange = useCallback((_first: number, last: number) => ensureLoaded(last), [ensureLoaded]);

  // The filter asks the server (favourites may have changed since it was last applied); the grid on screen stays
  // until the answer is in.
  const [, startFiltering] = useTransition();
  const applied = useRef(favoritesOnly);
  useEffect(() => {
    if (applied.current === favoritesOnly) return;
    applied.current = favoritesOnly;
    setViewing(null);
    startFiltering(() => {
      refetch({ favoritesOnly }, { fetchPolicy: favoritesOnly ? 'network-only' : 'store-or-network' });
    });
  }, [favoritesOnly, refetch]);

  const show = (index: number) => {
    ensureLoaded(index + 1);
    setViewing(index);
  };

  if (!total) {
    return (
      <p className="centered-message">
        {favoritesOnly
          ? 'Nenhuma favorita ainda. Toque no coração de uma foto para guardá-la aqui.'
          : 'Nenhuma foto nesta galeria ainda.'}
      </p>
    );
  }
  return (
    <>
      <JustifiedGrid
        aspects={aspects}
        label="Fotos da galeria"
        onVisibleRange={onVisibleRange}
        renderTile={(index, box) => {
          const node = edges[index]?.node;
          return node ? (
            <PhotoTile
              photo={node}
              width={box.width}
              height={box.height}
              position={index + 1}
              total={total}
              onOpen={(tile) => {
                opener.current = tile;
                show(index);
              }}
              onToggle={onToggle}
            />
          ) : (
            <PhotoPlaceholder />
          );
        }}
      />
      {viewing !== null && (
        <PhotoViewer
          photos={viewerPhotos}
          index={viewing}
          total={total}
          opener={opener.current}
          onView={show}
          onClose={() => setViewing(null)}
          onToggle={onToggle}
        />
      )}
    </>
  );
}

// The event's photos: a virtualised grid over the paginated connection (pages load as the customer scrolls near
// them) and the full-size viewer over the same list.
import { useCallback, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { PhotoGrid_event$key } from '../../../../__generated__/PhotoGrid_event.graphql.ts';
import { VirtualGrid } from '../../../../components/VirtualGrid.tsx';
import { PhotoPlaceholder, type PhotoRef, PhotoTile } from './PhotoTile.tsx';
import { PhotoViewer } from './PhotoViewer.tsx';

const pageSize = 120;

export function PhotoGrid({
  event,
  onToggle,
}: {
  event: PhotoGrid_event$key;
  onToggle: (photo: PhotoRef) => void;
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment PhotoGrid_event on Event
      @refetchable(queryName: "PhotoGridPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 120 }, cursor: { type: "String" }) {
        photoCount
        photos(first: $count, after: $cursor) @connection(key: "PhotoGrid_photos") {
          edges {
            node {
              id
              ...PhotoTile_photo
              ...PhotoViewer_photo
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

  const ensureLoaded = useCallback(
    (lastIndex: number) => {
      if (hasNext && !isLoadingNext && lastIndex >= edges.length - pageSize / 3) loadNext(pageSize);
    },
    [hasNext, isLoadingNext, edges.length, loadNext],
  );
  const onVisibleRange = useCallback((_first: number, last: number) => ensureLoaded(last), [ensureLoaded]);

  const show = (index: number) => {
    ensureLoaded(index + 1);
    setViewing(index);
  };

  if (!total) return <p className="centered-message">Nenhuma foto nesta galeria ainda.</p>;
  return (
    <>
      {/* Three columns on phones: twice the photos per screen to look for oneself in, and cells of ~114 px that
          the 360 px tile fills at 3x density (two columns would want 525 px files, twice the bytes). */}
      <VirtualGrid
        count={total}
        minColumns={3}
        label="Fotos da galeria"
        onVisibleRange={onVisibleRange}
        renderTile={(index, size) => {
          const node = edges[index]?.node;
          return node ? (
            <PhotoTile
              photo={node}
              size={size}
              position={index + 1}
              total={total}
              onOpen={() => show(index)}
              onToggle={onToggle}
            />
          ) : (
            <PhotoPlaceholder />
          );
        }}
      />
      {viewing !== null && (
        <PhotoViewer
          photo={edges[viewing]?.node ?? null}
          position={viewing + 1}
          total={total}
          onPrevious={viewing > 0 ? () => show(viewing - 1) : null}
          onNext={viewing < total - 1 ? () => show(viewing + 1) : null}
          onClose={() => setViewing(null)}
          onToggle={onToggle}
        />
      )}
    </>
  );
}

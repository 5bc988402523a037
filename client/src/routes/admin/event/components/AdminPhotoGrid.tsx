// The event's photos for the studio: the same virtualised grid as the storefront, each with a box that selects it
// (the page acts on the selection: delete, cover), and the state of photos still being processed (or that failed,
// with the reason) kept up to date.
import { useCallback, useEffect, useRef } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { AdminPhotoGrid_event$key } from '../../../../__generated__/AdminPhotoGrid_event.graphql.ts';
import { TileFrame, TileImage, TilePlaceholder } from '../../../../components/GridTile.tsx';
import { VirtualGrid } from '../../../../components/VirtualGrid.tsx';
import styles from './AdminPhotoGrid.module.css';
import { usePhotoStatusUpdates } from './usePhotoStatusUpdates.ts';

const pageSize = 120;

export interface SelectedPhoto {
  id: string;
  originalName: string;
  ready: boolean;
}

export function AdminPhotoGrid({
  event,
  selected,
  onToggle,
  photographer = null,
  refreshes = 0,
}: {
  event: AdminPhotoGrid_event$key;
  /** The selected photos by id. */
  selected: ReadonlyMap<string, SelectedPhoto>;
  onToggle: (photo: SelectedPhoto, on: boolean) => void;
  /** The 'Fotógrafo' filter: one photographer's photos; null: all. */
  photographer?: { memberId?: string; name?: string } | null;
  /** Bumped when the photos changed elsewhere (credited to another photographer): the grid reads them again. */
  refreshes?: number;
}) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment AdminPhotoGrid_event on Event
      @refetchable(queryName: "AdminPhotoGridPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 120 }
        cursor: { type: "String" }
        photographer: { type: "PhotographerInput" }
      ) {
        id
        photoCount(photographer: $photographer)
        photos(first: $count, after: $cursor, photographer: $photographer)
          @connection(key: "AdminPhotoGrid_photos") {
          edges {
            node {
              id
              originalName
              status
              processing
              failureReason
              thumbnail { url width height }
            }
          }
        }
      }
    `,
    event,
  );
  const filterKey = `${JSON.stringify(photographer)}#${refreshes}`;
  const shownKey = useRef(filterKey);
  useEffect(() => {
    if (shownKey.current === filterKey) return;
    shownKey.current = filterKey;
    refetch({ photographer }, { fetchPolicy: 'network-only' });
  }, [filterKey, photographer, refetch]);
  const edges = data.photos.edges;
  const total = Math.max(data.photoCount, edges.length);
  const refetchGrid = useCallback(
    () => refetch({ photographer }, { fetchPolicy: 'network-only' }),
    [photographer, refetch],
  );
  usePhotoStatusUpdates(
    data.id,
    edges.flatMap((edge) => (edge.node.processing ? [edge.node.id] : [])),
    refetchGrid,
  );
  const onVisibleRange = useCallback(
    (_first: number, last: number) => {
      if (hasNext && !isLoadingNext && last >= edges.length - pageSize / 3) loadNext(pageSize);
    },
    [hasNext, isLoadingNext, edges.length, loadNext],
  );
  if (!total) return <p className="muted">Nenhuma foto ainda. Use "Adicionar Fotos".</p>;
  return (
    <VirtualGrid
      count={total}
      minTile={150}
      label="Fotos do evento"
      onVisibleRange={onVisibleRange}
      renderTile={(index) => {
        const photo = edges[index]?.node;
        if (!photo) return <TilePlaceholder />;
        const thumbnail = photo.thumbnail && !photo.processing ? photo.thumbnail : null;
        const isSelected = selected.has(photo.id);
        return (
          <TileFrame selected={isSelected}>
            {photo.status === 'FAILED' ? (
              <span className={styles.failed} role="alert">
                <strong>Falhou</strong>
                {photo.failureReason}
              </span>
            ) : (
              <TileImage
                image={thumbnail && { src: thumbnail.url, width: thumbnail.width, height: thumbnail.height }}
                alt={photo.originalName}
                processingRole="status"
              />
            )}
            <span className={styles.name}>{photo.originalName}</span>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={isSelected}
                aria-label={`Selecionar ${photo.originalName}`}
                onChange={(change) =>
                  onToggle(
                    { id: photo.id, originalName: photo.originalName, ready: photo.status === 'READY' },
                    change.currentTarget.checked,
                  )
                }
              />
            </label>
          </TileFrame>
        );
      }}
    />
  );
}

// The photos of a shared list, in pages: the gallery's tiles, each with its own heart (the viewer's favourites) and
// whether it is in the viewer's cart already.
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { SharedFavoritesGrid_query$key } from '../../../../__generated__/SharedFavoritesGrid_query.graphql.ts';
import { PhotoTile } from '../../gallery/components/PhotoTile.tsx';
import styles from './SharedFavoritesGrid.module.css';

/** The cells' width in CSS px (the grid's columns are at least this wide). */
const cellSize = 180;

export function SharedFavoritesGrid({ query }: { query: SharedFavoritesGrid_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment SharedFavoritesGrid_query on Query
      @refetchable(queryName: "SharedFavoritesGridPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 60 }, cursor: { type: "String" }) {
        sharedFavorites(eventSlug: $slug, token: $token) {
          photoCount
          photos(first: $count, after: $cursor) @connection(key: "SharedFavoritesGrid_photos") {
            edges {
              node {
                id
                ...PhotoTile_photo
              }
            }
          }
        }
      }
    `,
    query,
  );
  const list = data.sharedFavorites;
  if (!list) return null;
  return (
    <>
      <ul className={styles.grid} aria-label="Fotos da lista">
        {list.photos.edges.map(({ node }, index) => (
          <li key={node.id} className={styles.cell}>
            <PhotoTile
              photo={node}
              width={cellSize}
              height={cellSize}
              position={index + 1}
              total={list.photoCount}
              onToggle={null}
              showInCart
            />
          </li>
        ))}
      </ul>
      {hasNext && (
        <div className={styles.more}>
          <button type="button" className="button" disabled={isLoadingNext} onClick={() => loadNext(60)}>
            Ver mais fotos
          </button>
        </div>
      )}
    </>
  );
}

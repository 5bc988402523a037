// The photos of a shared list, in pages: each with its own heart (the viewer's favourites) and whether it is in the
// viewer's cart already.
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { SharedFavoritesGrid_query$key } from '../../../../__generated__/SharedFavoritesGrid_query.graphql.ts';
import { FavoriteButton } from '../../gallery/components/FavoriteButton.tsx';
import { gridImage } from '../../gallery/components/grid-image.ts';
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
                selected
                tile { url width height }
                thumbnail { url width height }
                ...FavoriteButton_photo
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
  const total = list.photoCount;
  return (
    <>
      <ul className={styles.grid} aria-label="Fotos da lista">
        {list.photos.edges.map(({ node }, index) => {
          const label = `Foto ${index + 1} de ${total}`;
          const image = gridImage(node, cellSize);
          return (
            <li key={node.id} className={`${styles.cell} ${node.selected ? styles.selected : ''}`}>
              {image ? (
                <img
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes={image.sizes}
                  width={image.width}
                  height={image.height}
                  alt={label}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className={styles.processing}>Processando…</span>
              )}
              <FavoriteButton photo={node} label={label.toLowerCase()} />
              {node.selected && <span className={styles.inCart}>No carrinho</span>}
            </li>
          );
        })}
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

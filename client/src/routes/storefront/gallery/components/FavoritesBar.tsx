// The gallery's favourites: the 'Favoritas (N)' filter, the link that shares them (a family chooses together
// before buying) and all of them into the cart at once.
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { FavoritesBar_session$key } from '../../../../__generated__/FavoritesBar_session.graphql.ts';
import { useToasts } from '../../../../components/Toasts.tsx';
import { errorMessage } from '../../../../relay/mutations.ts';
import { useAddFavoritePhotosToCartMutation } from '../mutations/useAddFavoritePhotosToCartMutation.ts';
import { useShareFavoritePhotosMutation } from '../mutations/useShareFavoritePhotosMutation.ts';
import styles from './FavoritesBar.module.css';
import { ShareFavoritesModal, sharedFavoritesUrl } from './ShareFavoritesModal.tsx';

export function FavoritesBar({
  session,
  eventSlug,
  favoritesOnly,
  onFilter,
}: {
  session: FavoritesBar_session$key;
  eventSlug: string;
  favoritesOnly: boolean;
  onFilter: (favoritesOnly: boolean) => void;
}) {
  const data = useFragment(
    graphql`
      fragment FavoritesBar_session on GallerySession {
        favoriteCount
        event { name isPrivate }
      }
    `,
    session,
  );
  const toasts = useToasts();
  const [share, sharing] = useShareFavoritePhotosMutation();
  const [addAll, adding] = useAddFavoritePhotosToCartMutation();
  const [link, setLink] = useState<string | null>(null);
  const count = data.favoriteCount;

  const openShare = () =>
    share().then(
      (result) => {
        if (result.__typename === 'ShareFavoritePhotosPayload') {
          setLink(sharedFavoritesUrl(window.location.origin, eventSlug, result.token!));
        } else {
          toasts.failure(errorMessage(result) ?? '');
        }
      },
      () => toasts.failure(''),
    );

  const putAllInCart = () =>
    addAll().then(
      (result) => {
        const failure = errorMessage(result);
        if (failure !== null) toasts.failure(failure);
        else if (result.__typename === 'AddFavoritePhotosToCartPayload')
          toasts.success(result.message!, 4000);
      },
      () => toasts.failure(''),
    );

  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={`button ${styles.filter}`}
        aria-pressed={favoritesOnly}
        onClick={() => onFilter(!favoritesOnly)}
      >
        <span aria-hidden="true">♥</span> Favoritas ({count})
      </button>
      <button type="button" className="button" disabled={!count || sharing} onClick={openShare}>
        Compartilhar favoritas
      </button>
      <button type="button" className="button" disabled={!count || adding} onClick={putAllInCart}>
        Adicionar favoritas ao carrinho
      </button>
      {link && (
        <ShareFavoritesModal
          url={link}
          eventName={data.event.name}
          isPrivate={data.event.isPrivate}
          onClose={() => setLink(null)}
        />
      )}
    </div>
  );
}

// The heart on a photo: marks it as a favourite of the customer's session (favorita), apart from the cart's tick.
import { graphql, useFragment } from 'react-relay/hooks';
import type { FavoriteButton_photo$key } from '../../../../__generated__/FavoriteButton_photo.graphql.ts';
import { useToasts } from '../../../../components/Toasts.tsx';
import { errorMessage } from '../../../../relay/mutations.ts';
import { type FavoritesScope, useFavoritesScope } from '../favorites-scope.ts';
import { useAddFavoritePhotoMutation } from '../mutations/useAddFavoritePhotoMutation.ts';
import { useRemoveFavoritePhotoMutation } from '../mutations/useRemoveFavoritePhotoMutation.ts';
import { useCustomerMarks } from '../useCustomerMarks.ts';
import styles from './FavoriteButton.module.css';

/** The heart's outline (24 px box), also the tile's mark of a favourite whose heart is in the viewer. */
export const heartPath =
  'M12 20.6 10.6 19.3C5.4 14.6 2 11.5 2 7.8 2 4.8 4.4 2.5 7.3 2.5c1.7 0 3.4.8 4.7 2.1 1.3-1.3 3-2.1 4.7-2.1 2.9 0 5.3 2.3 5.3 5.3 0 3.7-3.4 6.8-8.6 11.5L12 20.6Z';

interface Props {
  photo: FavoriteButton_photo$key;
  /** Which photo, for the button's name ("foto 3 de 12"). */
  label: string;
  className?: string;
}

export function FavoriteButton(props: Props) {
  const scope = useFavoritesScope();
  return scope ? <Heart {...props} scope={scope} /> : null;
}

function Heart({ photo, label, className = '', scope }: Props & { scope: FavoritesScope }) {
  const data = useFragment(
    graphql`
      fragment FavoriteButton_photo on Photo {
        id
      }
    `,
    photo,
  );
  const favorite = useCustomerMarks().favorite.has(data.id);
  const toasts = useToasts();
  const [add, adding] = useAddFavoritePhotoMutation();
  const [remove, removing] = useRemoveFavoritePhotoMutation();

  const toggle = () => {
    // One change at a time; the button is not disabled meanwhile, so the keyboard's focus stays on it.
    if (adding || removing) return;
    const change = favorite ? remove : add;
    change(data.id, scope.sessionId).then(
      (result) => {
        const failure = errorMessage(result);
        if (failure !== null) toasts.failure(failure);
      },
      () => toasts.failure(''),
    );
  };
  return (
    <button
      type="button"
      className={`${styles.heart} ${favorite ? styles.on : ''} ${className}`}
      aria-pressed={favorite}
      aria-label={`Favoritar ${label}`}
      title={favorite ? 'Remover das favoritas' : 'Favoritar'}
      aria-busy={adding || removing}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d={heartPath} />
      </svg>
    </button>
  );
}
